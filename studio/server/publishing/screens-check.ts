// The checker's problems for the saved screens folder: what a publish, the check before Publish and
// a scheduled release run first (the same as `npm run screens:publish` refuses on). The first check
// in a process costs several times a later one (about 5 s against 1 s on a busy machine: the
// checker's schemas and the code's text keys are read and compiled once), so a studio starts one as
// it starts, on the next turn of its event loop, and keeps what it found under the saved content's
// key (bundle-cache.ts): the first publish finds it done, and reuses it while nothing was saved.
import { BRIDGE_ACTION_NAMES, ENDPOINT_NAMES } from '../../../scripts/lib/app-names.ts';
import { checkScreensDir, type Problem } from '../../../scripts/lib/check-screens.ts';
import { savedContentKey } from './bundle-cache.ts';

export interface ScreensChecks {
  /** The problems of the folder as saved now: those found before when nothing changed since, else checked now. */
  problems: (screensDir: string) => Problem[];
  /**
   * Checks `screensDir` on the next turn (a studio's start), unless a check has begun or ended
   * already; settles when it is done (never rejects: a folder that cannot be read is checked again
   * when asked). `stop` cancels it when it has not begun.
   */
  startEarly: (screensDir: string) => { done: Promise<void>; stop: () => void };
  /** What each check found anew or reused (for tests and the server's log). */
  readonly stats: { runs: number; reused: number };
}

function createScreensChecks(
  check = (dir: string) => checkScreensDir(dir, { endpoints: ENDPOINT_NAMES, bridgeActions: BRIDGE_ACTION_NAMES }),
): ScreensChecks {
  /** The last check per folder, under the key of the content it read. */
  const found = new Map<string, { key: string; problems: Problem[] }>();
  const stats = { runs: 0, reused: 0 };
  function problems(screensDir: string): Problem[] {
    const key = savedContentKey(screensDir);
    const kept = found.get(screensDir);
    if (kept?.key === key) {
      stats.reused++;
      return kept.problems;
    }
    const result = check(screensDir);
    stats.runs++;
    // Kept only when nothing changed while it ran (another program writing the folder).
    if (savedContentKey(screensDir) === key) found.set(screensDir, { key, problems: result });
    return result;
  }
  function startEarly(screensDir: string) {
    let timer: NodeJS.Immediate | undefined;
    const done = new Promise<void>((settle) => {
      timer = setImmediate(() => {
        timer = undefined;
        try {
          if (!found.has(screensDir)) problems(screensDir);
        } catch {
          // Asked again by the first publish, which says what is wrong.
        }
        settle();
      });
    });
    return {
      done,
      stop: () => {
        if (timer) clearImmediate(timer);
      },
    };
  }
  return { problems, startEarly, stats };
}

/** The studio's one set: every request's releases (one per signed-in person and request) share it. */
export const screensChecks = createScreensChecks();
