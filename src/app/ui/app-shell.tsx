import './ui.css';

/**
 * The app's frame while the screens, texts and code of a route load: a header and the skeleton of
 * a screen. index.html carries the same markup in #root (tests/unit/platform/app-shell.test.tsx
 * keeps them equal), so it is painted with the HTML, before any script has run (the build inlines
 * the stylesheet's rules for it: scripts/vite-plugin-shell-css.ts), and React takes its elements
 * over (main.tsx hydrates them, which needs the markup equal) and shows it unchanged until the
 * screen is ready. The logo (the favicon's picture) is the first content the browser
 * paints: an SVG element in the page itself, not an image, since an SVG image is a document of its
 * own the browser builds and lays out before it can paint it, which held the first paint a frame
 * and 30–120 ms of the main thread on the bench's phone. It needs no request; its size is fixed so
 * nothing moves.
 */
export function AppShell() {
  return (
    <div className="eng-screen eng-screen--app app-shell" aria-busy="true">
      <header className="eng-appbar">
        <svg className="app-shell-logo" viewBox="0 0 64 64" width="24" height="24" aria-hidden="true" focusable="false">
          <rect width="64" height="64" rx="14" fill="#0b7a5c"></rect>
          <path d="M20 46V18h14a10 10 0 0 1 0 20h-8v8z" fill="none" stroke="#fff" strokeWidth="6" strokeLinejoin="round"></path>
        </svg>
      </header>
      <main className="eng-content">
        <div className="eng-skeleton">
          <div className="eng-skeleton-card"></div>
          <div className="eng-skeleton-line"></div>
          <div className="eng-skeleton-line is-short"></div>
          <div className="eng-skeleton-line"></div>
        </div>
      </main>
    </div>
  );
}

const SKELETON = '.eng-skeleton';

/**
 * The skeleton's shine is decoration: its CSS animation events (four shines, an iteration every
 * 1.3 s each) end at the window, so React's listener on the app's root does not run for each one
 * while a screen loads, on the bench's phone 5–25 ms of the main thread apiece, right when the
 * route's code and data need it. No part of the app listens for them.
 */
export function quietSkeletonAnimations(win: Window): void {
  const stop = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(SKELETON)) event.stopImmediatePropagation();
  };
  for (const type of ['animationstart', 'animationiteration', 'animationend', 'animationcancel'])
    win.addEventListener(type, stop, { capture: true });
}
