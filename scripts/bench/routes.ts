// Every route of the screens folder (each screen.json names its path) with a query that opens it
// as a borrower would: the session of the app and an order the demo back end knows; the official
// site's pages without one; the registration page with a template.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEMO_SESSION } from '../demo-server/data.ts';

const SCREENS_DIR = resolve(import.meta.dirname, '..', '..', 'screens');
/** The official site opens without a session. */
const SITE_PATHS = ['/', '/about', '/contact', '/policy'];

export interface BenchRoute {
  /** The screen folder's name. */
  name: string;
  path: string;
  /** Without '?'; empty for none. */
  query: string;
}

export function listRoutes(screensDir = SCREENS_DIR): BenchRoute[] {
  const session = new URLSearchParams({ ...DEMO_SESSION, orderId: 'ORD174D' }).toString();
  return readdirSync(screensDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const screen = JSON.parse(readFileSync(join(screensDir, entry.name, 'screen.json'), 'utf8')) as { route?: { path?: string } };
      return { name: entry.name, path: screen.route?.path ?? '' };
    })
    .filter((route) => route.path !== '')
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((route) => ({
      ...route,
      query: route.path === '/register' ? 'templateId=1' : SITE_PATHS.includes(route.path) ? '' : session,
    }));
}
