import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  collectLazyChunks,
  collectPageGraph,
  definesScreenId,
  findHtmlScripts,
  findStaticImports,
  measureRouteJs,
  parseScreenImports,
} from '../../../scripts/bench/route-js.ts';

const BUILT_APP = join(import.meta.dirname, 'fixtures', 'built-app');
const BUILT_APP_PARSED = join(import.meta.dirname, 'fixtures', 'built-app-parsed');
const ROUTES = [
  { route: 'bindBank', path: '/provideChoices', screenId: 'bindBank' },
  { route: 'loanDetail', path: '/hasOf', screenId: 'loanDetail' },
];

const sizeOf = (dir: string, file: string) => {
  const bytes = readFileSync(join(dir, file));
  return { file, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
};

describe('findHtmlScripts', () => {
  it('lists local module and classic scripts and modulepreload links, not stylesheets or other hosts', () => {
    expect(findHtmlScripts(readFileSync(join(BUILT_APP, 'index.html'), 'utf8'))).toEqual([
      { src: '/config.js', isModule: false },
      { src: '/assets/index-AAAA.js', isModule: true },
      { src: '/assets/vendor-BBBB.js', isModule: true },
    ]);
  });
});

describe('findStaticImports', () => {
  it('reads minified import and re-export forms, not dynamic imports or strings', () => {
    const code =
      'import{a as b}from"./a.js";import"./b.js";import c from"../c.js";import*as d from"/d.js";import e,{f}from"./e.js";' +
      'export*from"./g.js";export{h}from"./h.js";const x=import(`./lazy.js`);const y=`export default "word"`;import.meta.url;';
    expect(findStaticImports(code)).toEqual(['./a.js', './b.js', '../c.js', '/d.js', './e.js', './g.js', './h.js']);
  });
});

describe('collectPageGraph', () => {
  it('follows static imports from the page scripts, each file once, without lazy chunks', () => {
    expect(collectPageGraph(BUILT_APP, 'index.html')).toEqual(['config.js', 'assets/index-AAAA.js', 'assets/vendor-BBBB.js', 'assets/polyfill-DDDD.js']);
  });
});

describe('collectLazyChunks', () => {
  it('follows dynamic imports transitively, skipping what is loaded or excluded', () => {
    const page = collectPageGraph(BUILT_APP, 'index.html');
    expect(collectLazyChunks(BUILT_APP, page, new Set(['assets/screen-EEEE.js']))).toEqual([
      'assets/overlay-HHHH.js',
      'assets/overlay-dep-IIII.js',
      'assets/screen-FFFF.js',
      'assets/shared-GGGG.js',
    ]);
  });
});

describe('measureRouteJs', () => {
  it('adds each route its own screen chunk and what that chunk imports, with raw and gzip -9 bytes', () => {
    const [bindBank, loanDetail] = measureRouteJs(BUILT_APP, ROUTES);
    const page = ['config.js', 'assets/index-AAAA.js', 'assets/vendor-BBBB.js', 'assets/polyfill-DDDD.js'];

    expect(bindBank.screenChunk).toBe('assets/screen-EEEE.js');
    expect(bindBank.files).toEqual([...page, 'assets/screen-EEEE.js'].map((file) => sizeOf(BUILT_APP, file)));
    expect(loanDetail.screenChunk).toBe('assets/screen-FFFF.js');
    expect(loanDetail.files.map((file) => file.file)).toEqual([...page, 'assets/screen-FFFF.js', 'assets/shared-GGGG.js']);
    expect(loanDetail.rawBytes).toBe(loanDetail.files.reduce((sum, file) => sum + file.rawBytes, 0));
    expect(loanDetail.gzipBytes).toBe(loanDetail.files.reduce((sum, file) => sum + file.gzipBytes, 0));
    expect(loanDetail).toMatchObject({ route: 'loanDetail', path: '/hasOf' });
  });

  it("keeps other lazy chunks apart, without other routes' screens", () => {
    const [bindBank] = measureRouteJs(BUILT_APP, ROUTES);
    expect(bindBank.lazy.files.map((file) => file.file)).toEqual(['assets/overlay-HHHH.js', 'assets/overlay-dep-IIII.js']);
    expect(bindBank.lazy.gzipBytes).toBe(sizeOf(BUILT_APP, 'assets/overlay-HHHH.js').gzipBytes + sizeOf(BUILT_APP, 'assets/overlay-dep-IIII.js').gzipBytes);
  });

  it('finds a JSON.parse screen chunk by its id when no route-keyed loader map is there', () => {
    const [bindBank, loanDetail] = measureRouteJs(BUILT_APP_PARSED, ROUTES);
    expect(bindBank.files.map((file) => file.file)).toEqual(['assets/main-1111.js', 'assets/bank-2222.js']);
    expect(loanDetail.screenChunk).toBe('assets/loan-3333.js');
  });

  it('fails loudly for a route whose screen no chunk holds', () => {
    expect(() => measureRouteJs(BUILT_APP, [{ route: 'orderList', path: '/largePump', screenId: 'orderList' }])).toThrow(/cannot tell which lazy chunk/);
  });
});

describe('definesScreenId', () => {
  it('matches the id export or an "id" entry, not a mere mention of the name', () => {
    expect(definesScreenId('var e=`bindBank`;export{e as id}', 'bindBank')).toBe(true);
    expect(definesScreenId('var e=JSON.parse(`{\\"id\\":\\"bindBank\\"}`)', 'bindBank')).toBe(true);
    expect(definesScreenId('var e=`loanDetail`,t={to:`bindBank`};export{e as id}', 'bindBank')).toBe(false);
  });
});

describe('parseScreenImports', () => {
  it("reads the route names and JSON paths of src/screens.ts's loader map", () => {
    const source = [
      'export const screenLoaders = {',
      "  bindBank: () => load(import('../screens/bind-bank/screen.json')),",
      '  loanDetail: () => load(import("../screens/loan-detail/screen.json")),',
      '};',
    ].join('\n');
    expect([...parseScreenImports(source)]).toEqual([
      ['bindBank', '../screens/bind-bank/screen.json'],
      ['loanDetail', '../screens/loan-detail/screen.json'],
    ]);
  });
});
