import './ui.css';

/**
 * The app's frame while the screens, texts and code of a route load: a header and the skeleton of
 * a screen. index.html carries the same markup in #root (tests/unit/platform/app-shell.test.tsx
 * keeps them equal), so it is painted with the HTML, before any script has run (the build inlines
 * the stylesheet's rules for it: scripts/vite-plugin-shell-css.ts), and React shows it unchanged
 * until the screen is ready. The logo is the first thing painted (it counts as
 * content for the browser); its size is fixed so nothing moves.
 */
export function AppShell() {
  return (
    <div className="eng-screen eng-screen--app app-shell" aria-busy="true">
      <header className="eng-appbar">
        <img className="app-shell-logo" src="/favicon.svg" alt="" width="24" height="24" />
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
