// The checker's rules that need a whole screens folder: texts in every language, unused texts,
// placeholders, routes. Each test writes a small screens folder and reads the checker's lines.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { checkScreensDir, formatProblem, readCodeMessageKeys } from '../../scripts/lib/check-screens.ts';

type Catalogs = { en: Record<string, string>; fil?: Record<string, string> };

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

const screen = (id: string, blocks: unknown[]) => ({ schemaVersion: 1, id, title: id, route: { path: `/${id}` }, blocks });
const text = (key: string, args?: Record<string, unknown>) => ({ type: 'text', text: args ? { msg: key, args } : { msg: key } });

/** Writes screens/ with the shared texts and one folder per screen (raw strings are written as they are), and checks it. */
function check(
  shared: Catalogs | string | undefined,
  folders: Record<string, { screen: unknown; messages?: Catalogs | string }>,
  codeKeys: string[] = [],
): string[] {
  root = mkdtempSync(join(tmpdir(), 'screens-check-'));
  const dir = join(root, 'screens');
  mkdirSync(dir);
  const write = (path: string, content: unknown) =>
    writeFileSync(path, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  if (shared) write(join(dir, 'messages.json'), shared);
  for (const [name, folder] of Object.entries(folders)) {
    mkdirSync(join(dir, name));
    write(join(dir, name, 'screen.json'), folder.screen);
    if (folder.messages) write(join(dir, name, 'messages.json'), folder.messages);
  }
  return checkScreensDir(dir, { codeKeys: new Set(codeKeys) }).map(formatProblem);
}

describe('screens folder checks', () => {
  it('passes a folder whose texts are used and complete', () => {
    expect(
      check(
        { en: { 'common.next': 'Next' }, fil: { 'common.next': 'Susunod' } },
        {
          home: {
            screen: screen('home', [text('home.title'), text('common.next')]),
            messages: { en: { 'home.title': 'Welcome' }, fil: { 'home.title': 'Maligayang pagdating' } },
          },
        },
      ),
    ).toEqual([]);
  });

  it('reports a key a screen uses that has no English text, naming the files to add it to', () => {
    expect(check({ en: {} }, { home: { screen: screen('home', [text('home.title')]), messages: { en: {} } } })).toEqual([
      `screens/home/screen.json:12:9 #/blocks/0/text/msg: unknown message key 'home.title': add it under "en" and "fil" in screens/home/messages.json (or in screens/messages.json when many screens use it).`,
    ]);
  });

  it('reports a text missing in Filipino, naming the key and the language', () => {
    expect(
      check({ en: {} }, { home: { screen: screen('home', [text('home.title')]), messages: { en: { 'home.title': 'Welcome' }, fil: {} } } }),
    ).toEqual([
      `screens/home/messages.json:3:5 #/en/home.title: 'home.title' has no Filipino text: add "home.title" under "fil" in screens/home/messages.json (until then Filipino readers see the English text).`,
    ]);
  });

  it('reports a shared text missing in Filipino', () => {
    expect(check({ en: { 'common.next': 'Next' } }, { home: { screen: screen('home', [text('common.next')]) } })).toEqual([
      `screens/messages.json:3:5 #/en/common.next: 'common.next' has no Filipino text: add "common.next" under "fil" in screens/messages.json (until then Filipino readers see the English text).`,
    ]);
  });

  it('reports a Filipino text with no English one', () => {
    expect(
      check({ en: {} }, { home: { screen: screen('home', []), messages: { en: {}, fil: { 'home.title': 'Maligayang pagdating' } } } }),
    ).toEqual([
      `screens/home/messages.json:4:5 #/fil/home.title: 'home.title' has a Filipino text but no English one: add "home.title" under "en" in screens/home/messages.json, or remove it here.`,
    ]);
  });

  it("reports a screen's own text that none of its texts uses", () => {
    expect(
      check(
        { en: {} },
        {
          home: {
            screen: screen('home', [text('home.title')]),
            messages: {
              en: { 'home.title': 'Welcome', 'home.old': 'Old' },
              fil: { 'home.title': 'Maligayang pagdating', 'home.old': 'Luma' },
            },
          },
        },
      ),
    ).toEqual([
      `screens/home/messages.json:4:5 #/en/home.old: 'home.old' is used by no text of screens/home/screen.json: remove it from every language, or show it with {"msg": "home.old"}.`,
    ]);
  });

  it("reports a shared text no screen uses and the app's code does not use either", () => {
    const shared = {
      en: { 'common.next': 'Next', 'engine.retry': 'Retry', 'app.old': 'Old' },
      fil: { 'common.next': 'Susunod', 'engine.retry': 'Subukan muli', 'app.old': 'Luma' },
    };
    expect(check(shared, { home: { screen: screen('home', []) } }, ['engine.retry'])).toEqual([
      `screens/messages.json:3:5 #/en/common.next: shared text 'common.next' is used by no screen and not by the app's code: remove it from every language, or show it with {"msg": "common.next"}.`,
      `screens/messages.json:5:5 #/en/app.old: shared text 'app.old' is used by no screen and not by the app's code: remove it from every language, or show it with {"msg": "app.old"}.`,
    ]);
  });

  it("reports a text the app's code shows that the shared texts lack (the app ships none of its own beyond what it says offline)", () => {
    const shared = { en: { 'engine.retry': 'Retry' }, fil: { 'engine.retry': 'Subukan muli' } };
    expect(check(shared, { home: { screen: screen('home', []) } }, ['engine.retry', 'engine.loading'])).toEqual([
      `screens/messages.json:2:3 #/en: the app's code shows text 'engine.loading', which is missing: add it under "en" and "fil".`,
    ]);
  });

  it('reports {placeholders} that differ between languages', () => {
    const messages = { en: { 'home.due': 'Pay {amount} by {date}' }, fil: { 'home.due': 'Bayaran ang {halaga} bago ang {date}' } };
    expect(check({ en: {} }, { home: { screen: screen('home', [text('home.due', { amount: 1, date: 'x' })]), messages } })).toEqual([
      `screens/home/messages.json:6:5 #/fil/home.due: the placeholders of 'home.due' differ: en has {amount}, {date}, fil has {date}, {halaga}; use the same {names} in every language (translate the words around them, never the names).`,
    ]);
  });

  it('reports a text file that is not valid JSON at its line and column', () => {
    const broken = '{\n  "en": {\n    "home.title": "Welcome",\n  }\n}\n';
    expect(check({ en: {} }, { home: { screen: screen('home', []), messages: broken } })).toEqual([
      `screens/home/messages.json:4:3 #/en: not valid JSON: expected a property name in double quotes here: remove the extra ',' or put the name in "double quotes".`,
    ]);
  });

  it('reports a path two screens claim, in the second one', () => {
    const other = { ...screen('other', []), route: { path: '/home' } };
    expect(check({ en: {} }, { home: { screen: screen('home', []) }, other: { screen: other } })).toEqual([
      `screens/other/screen.json:6:5 #/route/path: path '/home' is used by screens/home/screen.json too: each screen needs its own.`,
    ]);
  });
});

describe("the app's code keys", () => {
  it('are read from engine/ and src/', () => {
    const keys = readCodeMessageKeys();
    expect(keys).toContain('engine.retry');
    expect(keys).toContain('app.notFound.title');
    expect([...keys].every((key) => /^(engine|app)\./.test(key))).toBe(true);
  });
});

describe('shared parts', () => {
  /** check() with screens/parts/<name>.json written too. */
  function checkWithParts(
    parts: Record<string, unknown>,
    folders: Record<string, { screen: unknown }>,
    shared: Catalogs = { en: { 'site.home': 'Home' }, fil: { 'site.home': 'Home' } },
  ): string[] {
    const partsDir = () => join(root!, 'screens', 'parts');
    check(shared, folders);
    mkdirSync(partsDir());
    for (const [name, part] of Object.entries(parts)) writeFileSync(join(partsDir(), `${name}.json`), `${JSON.stringify(part, null, 2)}\n`);
    return checkScreensDir(join(root!, 'screens'), { codeKeys: new Set() }).map(formatProblem);
  }
  const include = (part: string) => ({ type: 'include', part });

  it('passes screens that include an existing part, and counts the part’s texts as used', () => {
    expect(
      checkWithParts({ 'site-footer': { blocks: [text('site.home')] } }, { home: { screen: screen('home', [include('site-footer')]) } }),
    ).toEqual([]);
  });

  it('reports an include of a part that does not exist, with the file and pointer of the include', () => {
    expect(
      checkWithParts({ 'site-footer': { blocks: [text('site.home')] } }, { home: { screen: screen('home', [include('site-fotter')]) } }),
    ).toEqual([
      `screens/home/screen.json:11:7 #/blocks/0/part: unknown part 'site-fotter' (did you mean 'site-footer'?): add screens/parts/site-fotter.json or name an existing part. Parts: site-footer.`,
    ]);
  });

  it('reports parts that include each other in a cycle, at the include that closes it', () => {
    expect(
      checkWithParts(
        { 'site-footer': { blocks: [text('site.home'), include('legal-links')] }, 'legal-links': { blocks: [include('site-footer')] } },
        { home: { screen: screen('home', [include('site-footer')]) } },
      ),
    ).toEqual([
      `screens/parts/site-footer.json:11:7 #/blocks/1/part: include cycle: legal-links → site-footer → legal-links; a part cannot include itself, directly or through other parts.`,
    ]);
  });

  it('reports an include in a screen that lacks the data a part reads, and a part text that is not shared', () => {
    const summary = { blocks: [{ type: 'text', text: { value: { var: 'data.loan.productName' } } }, text('order.title')] };
    const withLoan = { ...screen('orders', [include('order-summary'), text('site.home')]), data: { loan: { endpoint: 'loanDetails' } } };
    expect(
      checkWithParts(
        { 'order-summary': summary },
        { home: { screen: screen('home', [include('order-summary'), text('site.home')]) }, orders: { screen: withLoan } },
      ),
    ).toEqual([
      `screens/parts/order-summary.json:14:9 #/blocks/1/text/msg: unknown message key 'order.title': a part uses the shared texts; add it under "en" and "fil" in screens/messages.json.`,
      `screens/home/screen.json:11:7 #/blocks/0/part: part 'order-summary' reads the data source 'data.loan', which this screen does not have: declare it under /data, or include a part that fits this screen.`,
    ]);
  });

  it('reports an empty Filipino text as untranslated', () => {
    const messages = { en: { 'home.title': 'Welcome' }, fil: { 'home.title': ' ' } };
    expect(check({ en: {} }, { home: { screen: screen('home', [text('home.title')]), messages } })).toEqual([
      `screens/home/messages.json:6:5 #/fil/home.title: 'home.title' has an empty Filipino text: translate "Welcome" under "fil" in screens/home/messages.json (until then Filipino readers see nothing there).`,
    ]);
  });

  it('reports a navigation to a path no screen has, and passes one to a screen’s path', () => {
    const go = (to: string) => ({ type: 'button', label: 'Go', actions: [{ type: 'navigate', to }] });
    const folders = {
      home: { screen: screen('home', [go('/other?tab=1'), go('/othr'), go('other')]) },
      other: { screen: screen('other', []) },
    };
    expect(check({ en: {} }, folders)).toEqual([
      `screens/home/screen.json:25:11 #/blocks/1/actions/0/to: no screen has the path '/othr' (did you mean '/other'?): navigate to a screen's id or to the "route" "path" of one of the screens.`,
    ]);
  });
});
