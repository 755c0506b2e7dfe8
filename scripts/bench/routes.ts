// Every route of the screens folder (each screen.json names its path) with a query that opens it
// as a borrower would: the session of the app and an order the demo back end knows; the official
// site's pages without one; the registration page with a template.
import { DEMO_SESSION } from '../demo-server/data.ts';
import { readScreenFolders, SCREENS_DIR } from '../lib/screen-folders.ts';

/** The official site opens without a session. */
const SITE_PATHS = ['/', '/about', '/contact', '/policy'];

export interface BenchRoute {
  /** The screen folder's name. */
  name: string;
  path: string;
  /** Without '?'; empty for none. */
  query: string;
  /** Whether its first load calls the API (a data source that is not a storage read): a round trip after config.js. */
  hasFirstCalls: boolean;
}

export function listRoutes(screensDir = SCREENS_DIR): BenchRoute[] {
  const session = new URLSearchParams({ ...DEMO_SESSION, orderId: 'ORD174D' }).toString();
  return readScreenFolders(screensDir)
    .map((folder) => {
      const screen = JSON.parse(folder.screen.text) as { route?: { path?: string }; data?: Record<string, object> };
      const hasFirstCalls = Object.values(screen.data ?? {}).some((source) => !('storage' in source));
      return { name: folder.folder, path: screen.route?.path ?? '', hasFirstCalls };
    })
    .filter((route) => route.path !== '')
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((route) => ({
      ...route,
      query: route.path === '/register' ? 'templateId=1' : SITE_PATHS.includes(route.path) ? '' : session,
    }));
}
