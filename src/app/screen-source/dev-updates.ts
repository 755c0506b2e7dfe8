/** A checker problem as the dev server sends it (scripts/lib/check-screens.ts). */
export interface DevProblem {
  file: string;
  pointer: string;
  message: string;
  line?: number;
  column?: number;
}

// The names scripts/vite-plugin-screens.ts uses; the app never imports build scripts.
const UPDATE_EVENT = 'screens:update';
const PROBLEMS_PATH = '/__screens/problems';

/**
 * Development only (`npm run dev`): calls back with the checker's problems whenever a file of the
 * screens folder is saved (none when it passes). Does nothing in a production build.
 */
export function subscribeDevScreenUpdates(onUpdate: (problems: DevProblem[]) => void): () => void {
  const hot = import.meta.hot;
  // Test runners have a hot-module stub but no dev server behind it.
  if (!hot || import.meta.env.MODE === 'test') return () => undefined;
  const handler = (data: { problems: DevProblem[] }) => onUpdate(data.problems);
  hot.on(UPDATE_EVENT, handler);
  // Problems the folder already had when the page opened.
  fetch(PROBLEMS_PATH)
    .then((response) => response.json() as Promise<{ problems: DevProblem[] }>)
    .then(({ problems }) => problems.length > 0 && onUpdate(problems))
    .catch(() => undefined);
  return () => hot.off(UPDATE_EVENT, handler);
}
