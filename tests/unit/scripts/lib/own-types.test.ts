// A project's own types as Node tooling reads them: named in its package.json, checked as
// declarations, used by the checker and written as types by `npm run gen:types`.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { checkOwnTypeDeclarations, toOwnFieldTypes } from '../../../../engine/checker/index.ts';
import { checkScreenText } from '../../../../scripts/lib/check-screens.ts';
import { OwnTypesError, readOwnTypes, readWorkspaceOwnTypes } from '../../../../scripts/lib/own-types.ts';
import { ROOT } from '../../../../scripts/lib/schema-files.ts';
import { toOwnTypeFiles } from '../../../../scripts/lib/schema-types.ts';

const example = await readOwnTypes(join(ROOT, 'examples', 'embed'));
const screenText = readFileSync(join(ROOT, 'examples', 'embed', 'loan-request.screen.json'), 'utf8');

const project = (packageJson: object) => {
  const dir = mkdtempSync(join(tmpdir(), 'own-types-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify(packageJson));
  return dir;
};

describe("a project's own types for Node tooling", () => {
  it("reads the types a workspace's package.json names, and none where it names none", async () => {
    expect(example?.module).toBe(join('examples', 'embed', 'own-types.ts'));
    expect(example?.types.fields?.map((field) => field.type)).toEqual(['pesoAmount']);
    expect((await readWorkspaceOwnTypes()).map((entry) => entry.project)).toEqual([join('examples', 'embed')]);
    expect(await readOwnTypes(project({ name: 'plain' }))).toBeUndefined();
  });

  it("loads the module through the loader it is given (the build passes Vite's), and a folder with no package.json declares none", async () => {
    const asked: string[] = [];
    const loaded = await readOwnTypes(join(ROOT, 'examples', 'embed'), ROOT, async (path) => {
      asked.push(path);
      return { default: example?.types };
    });
    expect(asked).toEqual([join(ROOT, 'examples', 'embed', 'own-types.ts')]);
    expect(loaded?.types.fields?.map((field) => field.type)).toEqual(['pesoAmount']);
    expect(await readOwnTypes(mkdtempSync(join(tmpdir(), 'no-package-')))).toBeUndefined();
  });

  it('checks a screen with them: the own properties pass, a wrong one is refused with what to do', () => {
    const ownFieldTypes = toOwnFieldTypes(example?.types);
    expect(checkScreenText('loan-request.screen.json', screenText, { ownFieldTypes })).toEqual([]);
    const screen = JSON.parse(screenText) as { blocks: { fields?: Record<string, unknown>[] }[] };
    Object.assign(screen.blocks[1].fields?.[0] ?? {}, { maxCount: 3 });
    const problems = checkScreenText('loan-request.screen.json', JSON.stringify(screen), { ownFieldTypes });
    expect(problems.map(({ pointer, message }) => ({ pointer, message }))).toEqual([
      {
        pointer: '/blocks/1/fields/0/maxCount',
        message: "'maxCount' is no property of a pesoAmount field (its type's property schema): remove it, or spell one it has.",
      },
    ]);
  });

  it('writes their types as the committed generated file has them', async () => {
    const { files } = await toOwnTypeFiles(example ? [example] : [], ROOT);
    expect(files.map((file) => file.path)).toEqual([join(ROOT, 'examples', 'embed', 'generated', 'own-types.ts')]);
    expect(files[0].content).toContain('export interface PesoAmountField {');
    expect(files[0].content).toContain('maxPesos?: number;');
    expect(files[0].content).toContain("import type { Text } from '@borrower/engine/schema-types';");
    expect(files[0].content).toBe(readFileSync(files[0].path, 'utf8'));
  });

  it('refuses declarations tools cannot use, naming the type and what to change', () => {
    const schema = (type: string, extra: object = {}) => ({
      type: 'object',
      required: ['type', 'name'],
      properties: { type: { const: type }, name: { type: 'string' } },
      ...extra,
    });
    expect(
      checkOwnTypeDeclarations({
        fields: [
          { type: 'text', propertySchema: schema('text') },
          { type: 'amount', propertySchema: schema('amuont') },
          { type: 'broken', propertySchema: schema('broken', { minLength: 'two' }) },
          { type: 'Bad name', propertySchema: {} },
        ],
      }),
    ).toEqual([
      "field type 'text' is a field type of the engine already: give yours a name of its own, e.g. 'textOwn'.",
      `field type 'amount': its propertySchema must say "properties": { "type": { "const": "amount" } }.`,
      expect.stringMatching(/^field type 'broken': its propertySchema is no valid JSON Schema \(.*minLength.*\); correct it\.$/),
      "field type 'Bad name': a type's name is a word in camelCase, e.g. 'pesoAmount'.",
    ]);
  });

  it('says which package.json or module is wrong', async () => {
    await expect(readOwnTypes(project({ borrowerEngine: { ownTypes: './nowhere.ts' } }), '/')).rejects.toThrow(
      /"ownTypes" names .*nowhere\.ts, which does not exist: create it or correct the path\./,
    );
    await expect(readOwnTypes(project({ borrowerEngine: {} }))).rejects.toThrow(OwnTypesError);
    const fixtures = join(ROOT, 'tests', 'fixtures', 'own-types');
    await expect(readOwnTypes(join(fixtures, 'no-default'))).rejects.toThrow(/types\.mjs: export your types as its default/);
    await expect(readOwnTypes(join(fixtures, 'no-property-schema'))).rejects.toThrow(
      "types.mjs: field type 'pesoAmount' has no propertySchema: give it the JSON Schema of a field of its type.",
    );
  });
});
