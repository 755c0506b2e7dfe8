// The app shell of index.html (src/app/ui/app-shell.tsx) paints in the same round trip as the HTML:
// the rules of the built stylesheet that style it are copied into a <style> in the head (allowed
// by its SHA-256 in the Content-Security-Policy, so no 'unsafe-inline'), and the stylesheet link
// moves behind the shell, where it no longer holds the shell's paint. Scripts still run only after
// the whole stylesheet has loaded (a pending stylesheet blocks them), so no screen shows unstyled.
import { createHash } from 'node:crypto';

import type { Plugin } from 'vite';

/** The selectors the shell's markup uses, as the built CSS writes them (a rule is kept when its selector list is one of these or names one). */
export const SHELL_SELECTORS = [
  ':root',
  '*,:before,:after',
  'body',
  '.eng-screen',
  '.eng-appbar',
  '.eng-content',
  '.eng-skeleton',
  '.eng-skeleton-card,.eng-skeleton-line',
  '.eng-skeleton-card:after,.eng-skeleton-line:after',
  '.eng-skeleton-card',
  '.eng-skeleton-line',
  '.eng-skeleton-line.is-short',
  '.app-shell-logo',
];
const SHELL_KEYFRAMES = ['eng-shimmer'];

/** The top-level rules of minified CSS: [prelude, whole rule text]. */
export function splitRules(css: string): [string, string][] {
  const rules: [string, string][] = [];
  let depth = 0;
  let start = 0;
  let preludeEnd = -1;
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (char === '"' || char === "'") {
      const close = css.indexOf(char, index + 1);
      index = close === -1 ? css.length : close;
    } else if (char === '{') {
      if (depth === 0) preludeEnd = index;
      depth++;
    } else if (char === '}') {
      depth--;
      if (depth === 0) {
        rules.push([css.slice(start, preludeEnd).trim(), css.slice(start, index + 1).trim()]);
        start = index + 1;
      }
    }
  }
  return rules;
}

/** The rules of `css` that style the app shell, in their order. */
export function pickShellCss(css: string): string {
  return splitRules(css)
    .filter(([prelude]) => SHELL_SELECTORS.includes(prelude) || SHELL_KEYFRAMES.some((name) => prelude === `@keyframes ${name}`))
    .map(([, rule]) => rule)
    .join('');
}

export function shellCssPlugin(): Plugin {
  return {
    name: 'shell-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const link = /\s*<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(html);
        const asset = link && context.bundle?.[link[1]];
        if (!link || !asset || asset.type !== 'asset') throw new Error('shell-css: the stylesheet link of index.html was not found');
        const css = pickShellCss(String(asset.source));
        if (!css.includes('.eng-skeleton')) throw new Error('shell-css: the shell rules were not found in the stylesheet');
        const hash = createHash('sha256').update(css).digest('base64');
        const withCsp = html.replace(/style-src 'self'/, `style-src 'self' 'sha256-${hash}'`);
        if (withCsp === html) throw new Error("shell-css: the Content-Security-Policy has no style-src 'self' to extend");
        // The stylesheet is asked for early, among the page's first requests (a browser opens 6
        // connections to a host over HTTP/1.1), as the scripts wait for it; its link stays after the shell.
        const preload = `<link rel="preload" as="style" crossorigin href="/${link[1]}">`;
        const manifestPreload = /<link rel="preload" href="\/screens\/manifest\.json"[^>]*>/.exec(withCsp);
        const withPreload = manifestPreload
          ? withCsp.replace(manifestPreload[0], `${manifestPreload[0]}\n    ${preload}`)
          : withCsp.replace('</head>', `  ${preload}\n  </head>`);
        return (
          withPreload
            .replace(link[0], '')
            .replace('</head>', `  <style>${css}</style>\n  </head>`)
            // Right before the <noscript> after the frame, so after the early script too (scripts/lib/route-start-html.ts).
            .replace(/(<div id="root">[\s\S]*?<\/div>[\s\S]*?)(\s*<noscript>)/, `$1\n    ${link[0].trim()}$2`)
        );
      },
    },
  };
}
