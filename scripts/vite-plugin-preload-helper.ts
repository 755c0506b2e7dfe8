// A smaller stand-in for Vite's preload helper (`__vitePreload`, in every page's first chunk): each
// dynamic import first asks for the stylesheets and chunks the imported chunk needs, in parallel
// with it. Vite's own helper (about 0.8 KB gzip) also rewrites URLs for relative bases and
// `renderBuiltUrl`, finds a CSP nonce, and fires a `vite:preloadError` event; this app has an
// absolute base, a CSP without nonces, and handles a failed import where it makes it (a lazy
// block's notice, a failed call). What stays: a stylesheet is waited for (so nothing shows
// unstyled), a link the page has already is not added twice, a failed stylesheet is asked for
// again by the next import that needs it, and a failed stylesheet fails the import.
import type { Plugin } from 'vite';

const HELPER_ID = '\0vite/preload-helper.js';

/** The helper's code, for the site's `base` (an absolute path ending in '/'). */
export function toPreloadHelperCode(base: string): string {
  return `const seen = {};
export const __vitePreload = (load, deps) => {
  if (!deps || !deps.length) return load();
  return Promise.all(deps.map((dep) => {
    const href = ${JSON.stringify(base)} + dep;
    const isCss = dep.endsWith('.css');
    if (seen[href] || document.querySelector(\`link[href="\${href}"]\${isCss ? '[rel=stylesheet]' : ''}\`)) return seen[href];
    const link = document.createElement('link');
    link.rel = isCss ? 'stylesheet' : 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    return (seen[href] = isCss
      ? new Promise((resolve, reject) => {
          link.onload = resolve;
          link.onerror = () => {
            delete seen[href];
            link.remove();
            reject(new Error('Unable to preload CSS for ' + href));
          };
        })
      : true);
  })).then(() => load());
};
`;
}

export function preloadHelperPlugin(): Plugin {
  let base = '/';
  return {
    name: 'lean-preload-helper',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      if (!config.base.startsWith('/')) throw new Error(`lean-preload-helper: needs an absolute base, not "${config.base}"`);
      base = config.base;
    },
    load(id) {
      return id === HELPER_ID ? toPreloadHelperCode(base) : undefined;
    },
  };
}
