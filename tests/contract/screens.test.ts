import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import shared from '../../screens/messages.json';
import { BRIDGE_ACTION_NAMES, ENDPOINT_NAMES } from '../../scripts/lib/app-names.ts';
import { checkScreensDir, checkScreenText, formatProblem, readRouteNames } from '../../scripts/lib/check-screens.ts';
import { readScreenFolders } from '../../scripts/lib/screen-folders.ts';
import { getScreensBundle } from '../setup/screens.ts';

const known = {
  endpoints: ENDPOINT_NAMES,
  bridgeActions: BRIDGE_ACTION_NAMES,
  routes: readRouteNames(),
  messageKeys: new Set(Object.keys(shared.en)),
};

describe('screen folders', () => {
  it('every screens/<name>/ validates with its texts and names only things that exist', () => {
    expect(checkScreensDir(undefined, known).map(formatProblem)).toEqual([]);
  });

  it('every screen folder is a route of the bundle, under its id, with the path its screen file declares', () => {
    const { screens } = getScreensBundle().manifest;
    const folders = readScreenFolders();
    expect(Object.keys(screens)).toHaveLength(folders.length);
    for (const folder of folders) {
      const screen = JSON.parse(folder.screen.text) as { id: string; route: { path: string } };
      expect(screens[screen.id]?.path, folder.folder).toBe(screen.route.path);
    }
  });
});

const FIXTURES = 'tests/fixtures/screens';

describe('check-schemas messages for malformed screens', () => {
  // Each fixture is a screen file (as `screen`, written out as staff would, or as raw `text` for
  // what an object cannot hold: syntax errors, names given twice) and the checker's exact lines.
  const cases = readdirSync(FIXTURES)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const fixture = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as { expect: string[]; screen?: unknown; text?: string };
      return [file, fixture] as const;
    });

  it.each(cases)('%s', (file, fixture) => {
    const text = fixture.text ?? `${JSON.stringify(fixture.screen, null, 2)}\n`;
    expect(fixture.expect.length).toBeGreaterThan(0);
    expect(checkScreenText(`screens/${file}`, text, known).map(formatProblem)).toEqual(fixture.expect);
  });

  it('says where invalid JSON is: file, line, column and pointer', () => {
    const [problem] = checkScreenText('screens/x/screen.json', '{\n  "id": ', known);
    expect(problem).toMatchObject({ file: 'screens/x/screen.json', pointer: '/id', line: 2, column: 9 });
    expect(problem.message).toBe("not valid JSON: expected a value here: remove the extra ',' or fill in the missing value.");
  });
});
