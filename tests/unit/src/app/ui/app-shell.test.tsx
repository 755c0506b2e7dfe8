import { readFileSync } from 'node:fs';

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { AppShell, quietSkeletonAnimations } from '../../../../../src/app/ui/app-shell.tsx';

const html = readFileSync('index.html', 'utf8');

describe('the app shell', () => {
  it('is the same markup in index.html (painted before any script) as React keeps showing until the screen is ready', () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script src="\/config\.js">/.exec(html)?.[1];
    expect(root).toBeDefined();
    const normalise = (markup: string) =>
      markup
        .replace(/\s*\/>/g, '>')
        .replace(/>\s+</g, '><')
        .replaceAll('&#x27;', "'")
        .trim();
    const rendered = renderToStaticMarkup(<AppShell />);
    expect(normalise(root!)).toBe(normalise(rendered));
  });

  it('has no inline style attribute, script or image (an SVG image is a document the first paint waits for), and config.js does not hold up its paint', () => {
    const root = /<div id="root">[\s\S]*?<\/div>\s*<script src="\/config\.js">/.exec(html)![0];
    expect(root.replace(/<script src="\/config\.js">$/, '')).not.toMatch(/style=|<script|<img/);
    // Asked for in the head, run in the body right after the frame (not deferred: it runs as soon as it is in).
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" href="\/config\.js" as="script" \/>/);
    expect(head).not.toMatch(/<script[^>]*config\.js/);
    expect(html.match(/<script[^>]*src="\/config\.js"/g)).toEqual(['<script src="/config.js"']);
  });

  it("stops the skeleton's animation events at the window, so the app's root listener never runs for them; other animations' events pass", () => {
    const page = document;
    quietSkeletonAnimations(window);
    page.body.innerHTML =
      '<div id="root"><div class="eng-skeleton"><div class="eng-skeleton-line"></div></div><div class="spinner"></div></div>';
    const reached: string[] = [];
    const root = page.getElementById('root')!;
    // React listens on the app's root in both phases.
    for (const capture of [true, false])
      root.addEventListener(
        'animationiteration',
        (event) => reached.push(`${capture ? 'capture' : 'bubble'} ${(event.target as Element).className}`),
        {
          capture,
        },
      );
    for (const type of ['animationstart', 'animationiteration', 'animationend'])
      page.querySelector('.eng-skeleton-line')!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(reached).toEqual([]);
    page.querySelector('.spinner')!.dispatchEvent(new Event('animationiteration', { bubbles: true }));
    expect(reached).toEqual(['capture spinner', 'bubble spinner']);
  });
});
