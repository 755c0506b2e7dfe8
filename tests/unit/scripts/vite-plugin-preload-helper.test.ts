// @vitest-environment jsdom
// The preload helper the build puts in every route's first chunk, run as the page runs it.
import { beforeEach, describe, expect, it } from 'vitest';

import { toPreloadHelperCode } from '../../../scripts/vite-plugin-preload-helper.ts';

type Preload = (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;

/** A fresh copy of the helper (its own memory of what it asked for): the module's code, its export returned. */
function loadHelper(): Preload {
  const code = toPreloadHelperCode('/');
  const body = code.replace('export const __vitePreload =', 'return');
  if (body === code) throw new Error('the helper no longer exports __vitePreload');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the generated module's code, as the page does
  return (new Function(body) as () => Preload)();
}

const links = (selector: string) => [...document.head.querySelectorAll<HTMLLinkElement>(selector)];
const settled = async <T>(promise: Promise<T>) => {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return state;
};

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('the preload helper of imports on demand', () => {
  it('imports at once when the chunk needs nothing more', async () => {
    const preload = loadHelper();
    await expect(preload(() => Promise.resolve('module'), [])).resolves.toBe('module');
    expect(document.head.children).toHaveLength(0);
  });

  it('asks for the chunk’s scripts beside it and imports only once its stylesheet has loaded', async () => {
    const preload = loadHelper();
    const imported = preload(() => Promise.resolve('markdown'), ['assets/markdown-1.css', 'assets/forms-2.js']);
    expect(links('link[rel=modulepreload]').map((link) => link.getAttribute('href'))).toEqual(['/assets/forms-2.js']);
    const [sheet] = links('link[rel=stylesheet]');
    expect(sheet.getAttribute('href')).toBe('/assets/markdown-1.css');
    expect(await settled(imported)).toBe('pending');
    sheet.dispatchEvent(new Event('load'));
    await expect(imported).resolves.toBe('markdown');
    // Asked for once: the next import that needs them adds nothing.
    await expect(preload(() => Promise.resolve('again'), ['assets/markdown-1.css', 'assets/forms-2.js'])).resolves.toBe('again');
    expect(document.head.children).toHaveLength(2);
  });

  it('adds no stylesheet the page has already, even when the page only preloaded it', async () => {
    const preload = loadHelper();
    document.head.innerHTML =
      '<link rel="stylesheet" href="/assets/a.css"><link rel="preload" as="style" href="/assets/b.css"><link rel="modulepreload" href="/assets/c.js">';
    const imported = preload(() => Promise.resolve('ok'), ['assets/a.css', 'assets/b.css', 'assets/c.js']);
    expect(links('link[rel=stylesheet]').map((link) => link.getAttribute('href'))).toEqual(['/assets/a.css', '/assets/b.css']);
    links('link[rel=stylesheet]')[1].dispatchEvent(new Event('load'));
    await expect(imported).resolves.toBe('ok');
    expect(links('link[rel=modulepreload]')).toHaveLength(1);
  });

  it('fails the import when its stylesheet fails, and asks for the stylesheet again on the next try', async () => {
    const preload = loadHelper();
    let imports = 0;
    const load = () => Promise.resolve(++imports);
    const first = preload(load, ['assets/upload-3.css']);
    links('link[rel=stylesheet]')[0].dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('Unable to preload CSS for /assets/upload-3.css');
    expect(imports).toBe(0);
    expect(links('link[rel=stylesheet]')).toHaveLength(0);
    const second = preload(load, ['assets/upload-3.css']);
    links('link[rel=stylesheet]')[0].dispatchEvent(new Event('load'));
    await expect(second).resolves.toBe(1);
  });
});
