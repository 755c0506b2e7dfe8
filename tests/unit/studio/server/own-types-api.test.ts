// The studio server hands the page the project's own types (their declarations, no code), read
// once at start from the project's package.json; a declaration it cannot read leaves the studio
// running, says what is wrong in the server log, and answers the page with a note for staff.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { OWN_TYPES_MISSING } from '../../../../studio/server/content/own-types-api.ts';
import { API_PREFIX, startStudioServer, type StudioServer } from '../../../../studio/server/server.ts';

const dir = mkdtempSync(join(tmpdir(), 'studio-own-types-'));
const screensDir = join(dir, 'screens');
const distDir = join(dir, 'dist');
mkdirSync(screensDir, { recursive: true });
mkdirSync(distDir, { recursive: true });

const PESO_SCHEMA = {
  title: 'PesoAmountField',
  type: 'object',
  required: ['type', 'name'],
  additionalProperties: false,
  properties: {
    type: { const: 'pesoAmount' },
    name: { type: 'string' },
    label: { $ref: 'text.schema.json#/$defs/Text' },
    maxPesos: { type: 'number', exclusiveMinimum: 0, description: 'The largest amount accepted.' },
  },
};

/** A project folder whose package.json names its registration module, with that module's text. */
function project(name: string, moduleText: string): string {
  const folder = join(dir, name);
  mkdirSync(folder);
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name, borrowerEngine: { ownTypes: './own-types.mjs' } }));
  writeFileSync(join(folder, 'own-types.mjs'), moduleText);
  return folder;
}

const servers: StudioServer[] = [];
const start = async (ownTypesProject: string) => {
  const studio = await startStudioServer({ port: 0, screensDir, distDir, withVite: false, ownTypesProject });
  servers.push(studio);
  return studio;
};
const ownTypesOf = async (studio: StudioServer) => {
  const response = await fetch(`${studio.url}${API_PREFIX}/own-types`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await Promise.all(servers.map((studio) => studio.close()));
  rmSync(dir, { recursive: true, force: true });
});

describe("the studio server and the project's own types", () => {
  it('answers their declarations (type, help, property schema, inDraft, sendsEmpty) and none of their code', async () => {
    const folder = project(
      'peso',
      `export default {
        fields: [{
          type: 'pesoAmount',
          propertySchema: ${JSON.stringify(PESO_SCHEMA)},
          help: { en: 'An amount in pesos.', fil: 'Halaga sa piso.', de: 42 },
          inDraft: true,
          sendsEmpty: 'whenAsked',
          Component: () => null,
          toRequest: (value) => value,
        }],
      };`,
    );
    const studio = await start(folder);
    const { status, body } = await ownTypesOf(studio);
    expect(status).toBe(200);
    expect(body).toEqual({
      types: {
        fields: [
          {
            type: 'pesoAmount',
            propertySchema: PESO_SCHEMA,
            help: { en: 'An amount in pesos.', fil: 'Halaga sa piso.' },
            inDraft: true,
            sendsEmpty: 'whenAsked',
          },
        ],
        blocks: [],
        actions: [],
      },
    });
    // The server's own check of a save knows them: a screen with the type saves, a wrong property of it is refused.
    const screen = (field: object) =>
      JSON.stringify({
        schemaVersion: 1,
        id: 'amount',
        route: { path: '/amount' },
        title: 'Amount',
        blocks: [{ type: 'form', id: 'ask', fields: [{ type: 'pesoAmount', name: 'amount', label: 'Amount', ...field }] }],
      });
    const save = (text: string) =>
      fetch(`${studio.url}${API_PREFIX}/screens/amount`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ screen: text, messages: null, base: { screen: null, messages: null } }),
      });
    const refused = await save(screen({ maxCount: 3 }));
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain("'maxCount' is no property of a pesoAmount field");
    expect((await save(screen({ maxPesos: 50_000 }))).status).toBe(200);
  });

  it('answers no types for a project that declares none', async () => {
    const folder = join(dir, 'plain');
    mkdirSync(folder);
    writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'plain' }));
    expect((await ownTypesOf(await start(folder))).body).toEqual({ types: {} });
  });

  it('starts with a wrong declaration: the log says what to change, the page gets a note and no types', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrong = { ...PESO_SCHEMA, properties: { ...PESO_SCHEMA.properties, type: { const: 'peso' } } };
    const folder = project('wrong', `export default { fields: [{ type: 'pesoAmount', propertySchema: ${JSON.stringify(wrong)} }] };`);
    const { status, body } = await ownTypesOf(await start(folder));
    expect(status).toBe(200);
    expect(body).toEqual({ types: {}, problem: OWN_TYPES_MISSING });
    const log = logged.mock.calls.map((call) => call.join(' ')).join('\n');
    expect(log).toContain(
      `own-types.mjs: field type 'pesoAmount': its propertySchema must say "properties": { "type": { "const": "pesoAmount" } }.`,
    );
  });

  it('starts when the module itself fails to load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const folder = project('broken', 'export default {{;');
    const { status, body } = await ownTypesOf(await start(folder));
    expect(status).toBe(200);
    expect(body).toEqual({ types: {}, problem: OWN_TYPES_MISSING });
    expect(logged.mock.calls.flat().join(' ')).toContain("The project's own types are not loaded");
  });

  it('refuses any other method on the call', async () => {
    const studio = servers[0];
    const response = await fetch(`${studio.url}${API_PREFIX}/own-types`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe('No studio call POST /own-types.');
  });
});
