import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { measureRouteJs } from '../../scripts/bench/route-js.ts';
import { splitRules } from '../../scripts/vite-plugin-shell-css.ts';

const DIST = process.env.E2E_DIST_DIR ?? 'dist';
const files = readdirSync(join(DIST, 'assets')).filter((file) => file.endsWith('.js'));
const code = files.map((file) => readFileSync(join(DIST, 'assets', file), 'utf8')).join('\n');

describe('the production build', () => {
  it('contains no mock handlers or demo data', () => {
    expect(code).not.toMatch(/mockServiceWorker|setupWorker|HttpResponse\.json|createDemoState|ORD174D|bypass\(/);
  });

  it("runs React DOM's, react-router's and axios's production code: no development build, no Preact", () => {
    expect(code).toContain('react-router');
    // react-router's development build warns in the console ("No routes matched location …").
    expect(code).not.toContain('No routes matched location');
    expect(code).not.toMatch(/react-dom\.development|react-dom-client\.development|preact/i);
    expect(code).toMatch(/axios/i);
  });

  it('writes a Brotli copy beside each script, stylesheet and screen file with a content hash, and none beside the files that change after the build', () => {
    const hashed = [
      ...readdirSync(join(DIST, 'assets'))
        .filter((file) => /\.(?:js|css)$/.test(file))
        .map((file) => join('assets', file)),
      ...readdirSync(join(DIST, 'screens'))
        .filter((file) => /\.[0-9a-f]{16}\.json$/.test(file))
        .map((file) => join('screens', file)),
    ];
    expect(hashed.length).toBeGreaterThan(40);
    for (const file of hashed) {
      const copy = brotliDecompressSync(readFileSync(join(DIST, `${file}.br`)));
      expect(copy.equals(readFileSync(join(DIST, file))), file).toBe(true);
    }
    for (const file of ['index.html', 'config.js', 'screens/manifest.json'])
      expect(() => readFileSync(join(DIST, `${file}.br`)), file).toThrow();
  });

  it('ships precompiled validators, not the ajv compiler', () => {
    expect(code).not.toMatch(/new Function|Ajv2020|compileAsync|\bcodegen\b/);
  });

  it('loads runtime config from config.js before the app, under a strict CSP', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    expect(html.indexOf('/config.js')).toBeLessThan(html.indexOf('type="module"'));
    const csp = /Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(html).toContain('name="referrer" content="no-referrer"');
    expect(readFileSync(join(DIST, 'config.js'), 'utf8')).toContain('window.__APP_CONFIG__');
  });

  it("works out a lender's brand palette in the route start's chunk: no chunk of its own to wait for", () => {
    expect(files.filter((file) => file.startsWith('brand-palette'))).toEqual([]);
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const routeStart = /<script type="module" crossorigin src="\/assets\/([^"]+\.js)"><\/script>/.exec(html)![1];
    expect(readFileSync(join(DIST, 'assets', routeStart), 'utf8')).toContain('--brand-ink');
  });

  it("leaves axios's fetch adapter out: the clients use its XMLHttpRequest adapter, and the fetch one probes the browser as it loads", () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const routeStart = /<script type="module" crossorigin src="\/assets\/([^"]+\.js)"><\/script>/.exec(html)![1];
    const code = readFileSync(join(DIST, 'assets', routeStart), 'utf8');
    expect(code).toContain('XMLHttpRequest');
    // The fetch adapter's probe of request streams (a Request with a `duplex` option), in no script of the build.
    for (const file of files) expect(readFileSync(join(DIST, 'assets', file), 'utf8')).not.toContain('duplex');
  });

  it("writes each route's first API calls into the HTML's early script: endpoint and the query keys of its params, no value", () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const early = /<script>([\s\S]*?)<\/script>/.exec(html)![1];
    expect(early).toContain('path:`/currentlyer/v3/loan-details/loan-details`');
    expect(early).toContain('params:{productId:`productId`,orderId:`orderId`}');
    expect(early).toContain('/api/v2/{provider}/service/channel/channel-template');
    expect(early).not.toMatch(/ORD\d|sessionId=|deviceId=/);
  });

  it('keeps the PSGC city list out of the first load: a lazy chunk of its own, without barangays', () => {
    const [route] = measureRouteJs(DIST);
    const isCityChunk = (file: string) => /^assets\/ph-cities-[\w-]+\.js$/.test(file);
    expect(route.files.map((size) => size.file).filter(isCityChunk)).toEqual([]);
    const chunk = route.lazy.files.find((size) => isCityChunk(size.file));
    expect(chunk).toBeDefined();
    const text = readFileSync(join(DIST, chunk!.file), 'utf8');
    expect(text).toContain('Kadayangan');
    expect(text).not.toMatch(/brgyName/);
    // About 25 kB on the wire (gzip), fetched only when a city picker without server options opens.
    expect(chunk!.gzipBytes).toBeLessThan(40_000);
    // No first-load file holds the data either (e.g. if the chunk were merged into another).
    const firstLoad = route.files.map((size) => readFileSync(join(DIST, size.file), 'utf8')).join('\n');
    expect(firstLoad).not.toContain('Kadayangan');
  });

  it('paints the app shell from the HTML: its rules inline, copied from the stylesheet and allowed by their hash; the stylesheet after the shell', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const inline = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]).digest('base64');
    expect(html).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(html).not.toContain('unsafe-inline');
    const sheet = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"/.exec(html)!;
    const css = readFileSync(join(DIST, sheet[1]), 'utf8');
    const rules = splitRules(inline[0]).map(([, rule]) => rule);
    expect(rules.length).toBeGreaterThan(5);
    for (const rule of rules) expect(css).toContain(rule);
    expect(html.indexOf(sheet[0])).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.indexOf('<div id="root">')).toBeGreaterThan(html.indexOf('<style>'));
  });

  it('starts the route from the HTML: one inline script, allowed by its hash, after config.js; the route start before the app', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]).digest('base64');
    expect(html).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(html.indexOf('/config.js')).toBeLessThan(html.indexOf('<script>'));
    const modules = [...html.matchAll(/<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/g)].map(
      (match) => match[1],
    );
    expect(modules).toHaveLength(2);
    expect(modules[0]).toMatch(/^assets\/route-start-/);
    // The app's entry imports the route start: one module, one request.
    expect(readFileSync(join(DIST, modules[1]), 'utf8')).toContain(modules[0].slice('assets/'.length));
    // After the app's frame, so the parser has it on the page before the script runs, and before the
    // stylesheet's link, which would hold the script until the stylesheet is in.
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    // config.js asked for in the head, before the route start; run right after the early script (which
    // sends the route's first calls when it has run), before the stylesheet's link, which would hold it.
    expect(html.indexOf('<link rel="preload" href="/config.js" as="script"')).toBeLessThan(html.indexOf('type="module"'));
    expect(html.indexOf('<script src="/config.js"></script>')).toBeGreaterThan(html.indexOf('<script>'));
    expect(html.indexOf('<script src="/config.js"></script>')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    // Every file the early script names was built.
    for (const [, file] of inline[0].matchAll(/`(assets\/[^`]+)`/g)) expect(readFileSync(join(DIST, file)).length).toBeGreaterThan(0);
  });
});
