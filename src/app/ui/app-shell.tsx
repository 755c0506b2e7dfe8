import './ui.css';

/**
 * The app's frame while the screens, texts and code of a route load: a header and the skeleton of
 * a screen. index.html carries the same markup in #root (tests/unit/platform/app-shell.test.tsx
 * keeps them equal), so it is painted with the HTML, before any script has run (the build inlines
 * the stylesheet's rules for it: scripts/vite-plugin-shell-css.ts), and React shows it unchanged
 * until the screen is ready. The logo (the favicon, inline as a data: URL, so it needs no request)
 * is the first content the browser paints; its size is fixed so nothing moves.
 */
export function AppShell() {
  return (
    <div className="eng-screen eng-screen--app app-shell" aria-busy="true">
      <header className="eng-appbar">
        <img
          className="app-shell-logo"
          src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' rx='14' fill='%230b7a5c'/%3E%3Cpath d='M20 46V18h14a10 10 0 0 1 0 20h-8v8z' fill='none' stroke='%23fff' stroke-width='6' stroke-linejoin='round'/%3E%3C/svg%3E"
          alt=""
          width="24"
          height="24"
        />
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
