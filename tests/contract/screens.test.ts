import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRIDGE_ACTION_NAMES, ENDPOINT_NAMES, MESSAGE_KEYS, ROUTE_NAMES } from '../../scripts/lib/app-names.ts';
import { checkScreenFiles, checkScreenText, findScreenFiles, formatProblem } from '../../scripts/lib/check-screens.ts';
import { screenLoaders } from '../../src/screens.ts';

const known = { messageKeys: MESSAGE_KEYS, endpoints: ENDPOINT_NAMES, routes: ROUTE_NAMES, bridgeActions: BRIDGE_ACTION_NAMES };

describe('screen files', () => {
  it('every screens/**/screen.json validates and names only things that exist', () => {
    expect(checkScreenFiles(findScreenFiles(), known).map(formatProblem)).toEqual([]);
  });

  it('every screen file is reachable from a route, and its id is that route name', async () => {
    const files = findScreenFiles();
    const loaded = await Promise.all(Object.entries(screenLoaders).map(async ([name, load]) => [name, (await load!()).id]));
    for (const [name, id] of loaded) expect(id).toBe(name);
    expect(loaded).toHaveLength(files.length);
  });
});

const FIXTURES = 'tests/fixtures/screens';

describe('check-schemas messages for malformed screens', () => {
  const cases = readdirSync(FIXTURES)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const fixture = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as { expect: string[]; screen: unknown };
      return [file, fixture] as const;
    });

  it.each(cases)('%s', (file, fixture) => {
    const problems = checkScreenText(`screens/${file}`, JSON.stringify(fixture.screen), known).map(formatProblem);
    expect(problems).toEqual(fixture.expect.map((line) => expect.stringContaining(line)));
  });

  it('says where invalid JSON is', () => {
    expect(checkScreenText('screens/x/screen.json', '{"id": ', known)[0].message).toMatch(/not valid JSON/);
  });
});
