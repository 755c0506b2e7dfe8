import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import {
  collectLazyChunks,
  collectPageGraph,
  findHtmlScripts,
  findStaticImports,
  measureRouteJs,
} from '../../../../scripts/bench/route-js.ts';

const BUILT_APP = join(import.meta.dirname, 'fixtures', 'built-app');

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
    expect(collectPageGraph(BUILT_APP, 'index.html')).toEqual([
      'config.js',
      'assets/index-AAAA.js',
      'assets/vendor-BBBB.js',
      'assets/polyfill-DDDD.js',
    ]);
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
  it("gives every route of the screens manifest the page's JS and its own screen file, with raw and gzip -9 bytes", () => {
    const [loanDetail, bindBank] = measureRouteJs(BUILT_APP);
    const page = ['config.js', 'assets/index-AAAA.js', 'assets/vendor-BBBB.js', 'assets/polyfill-DDDD.js'];

    expect(loanDetail).toMatchObject({ route: 'loanDetail', path: '/hasOf' });
    expect(loanDetail.files).toEqual(page.map((file) => sizeOf(BUILT_APP, file)));
    expect(loanDetail.gzipBytes).toBe(loanDetail.files.reduce((sum, file) => sum + file.gzipBytes, 0));
    expect(loanDetail.screenFile).toEqual(sizeOf(BUILT_APP, 'screens/loan-detail.bbbb.json'));
    expect(bindBank).toMatchObject({ route: 'bindBank', path: '/provideChoices' });
    expect(bindBank.screenFile).toEqual(sizeOf(BUILT_APP, 'screens/bind-bank.aaaa.json'));
  });

  it('keeps the chunks a route may load later apart', () => {
    const [bindBank] = measureRouteJs(BUILT_APP);
    expect(bindBank.lazy.files.map((file) => file.file)).toEqual([
      'assets/overlay-HHHH.js',
      'assets/overlay-dep-IIII.js',
      'assets/screen-EEEE.js',
      'assets/screen-FFFF.js',
      'assets/shared-GGGG.js',
    ]);
  });
});
