// The app is written against React's API (React 19's types; the unit tests render with React), and
// the browser runs it on Preact's implementation of that API (preact/compat): the same components,
// hooks, portals and Headless UI, for 8.7 KB of gzip instead of React DOM's 63 KB on every
// route's first load (README, "First-load JS"). The borrower build and `npm run dev` resolve React's
// modules to these, and so does the studio's preview page; the studio page itself stays on React
// (scripts/studio/vite.config.ts).
import type { Alias } from 'vite';

export const REACT_ON_PREACT: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];
