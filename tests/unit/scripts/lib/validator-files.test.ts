import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterEach, describe, expect, it } from 'vitest';

import { syncGenerated } from '../../../../scripts/lib/generated-files.ts';
import { SchemaGenerationError } from '../../../../scripts/lib/schema-errors.ts';
import { readSchemaDir, ROOT } from '../../../../scripts/lib/schema-files.ts';
import { toTypeFiles } from '../../../../scripts/lib/schema-types.ts';
import { toValidatorFiles } from '../../../../scripts/lib/validator-files.ts';

interface Validator {
  (data: unknown): boolean;
  errors?: Record<string, unknown>[] | null;
}

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A repository of its own: schemas/api/ with the given files, and the folders the generators write. */
function makeRepo(schemas: Record<string, unknown>): { root: string; apiDir: string } {
  // Inside the repository (its node_modules/, never committed), so the test can import what it made.
  const parent = join(ROOT, 'node_modules', '.cache');
  mkdirSync(parent, { recursive: true });
  const root = mkdtempSync(join(parent, 'gen-'));
  dirs.push(root);
  const apiDir = join(root, 'schemas', 'api');
  mkdirSync(apiDir, { recursive: true });
  for (const [name, schema] of Object.entries(schemas)) writeFileSync(join(apiDir, name), JSON.stringify(schema, null, 2));
  return { root, apiDir };
}

const paymentSchema = {
  $id: 'payment.schema.json',
  $defs: {
    paymentReply: {
      type: 'object',
      required: ['amount', 'mobile'],
      properties: {
        amount: { type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$', description: 'Pesos, at most two decimals.' },
        mobile: { type: 'string', pattern: '^09\\d{9}$' },
      },
    },
  },
};

/** What `npm run gen` does, on the repository at `root`: make every output, then write them all. */
async function generate(root: string, apiDir: string) {
  const sources = { meta: [], api: readSchemaDir(apiDir, root), root };
  const types = await toTypeFiles(sources);
  const validators = await toValidatorFiles(sources);
  return syncGenerated({ files: [...types.files, ...validators.files], folders: validators.folders }, false);
}

/** Every file under the folder with its text. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files[join(entry.parentPath, entry.name)] = readFileSync(join(entry.parentPath, entry.name), 'utf8');
  }
  return files;
}

describe('the validators generator', () => {
  it('compiles patterns with braces into a reply check that accepts and refuses as the schema says', async () => {
    const { root, apiDir } = makeRepo({ 'payment.schema.json': paymentSchema });
    const result = await generate(root, apiDir);
    const module = join(root, 'src', 'generated', 'api-validators', 'paymentReply.js');
    expect(result.written).toContain(module);

    const { paymentReply } = (await import(pathToFileURL(module).href)) as { paymentReply: Validator };
    expect(paymentReply({ amount: '1500', mobile: '09171234567' })).toBe(true);
    expect(paymentReply({ amount: '1500.5', mobile: '09171234567' })).toBe(true);
    expect(paymentReply({ amount: '1500.25', mobile: '09171234567' })).toBe(true);
    expect(paymentReply({ amount: '1500.255', mobile: '09171234567' })).toBe(false);
    // A lean error: where and what, never the schema's pattern in params.
    expect(paymentReply.errors).toEqual([
      { instancePath: '/amount', keyword: 'pattern', message: 'must match pattern "^\\d+(\\.\\d{1,2})?$"' },
    ]);
    expect(paymentReply({ amount: '1e3', mobile: '09171234567' })).toBe(false);
    expect(paymentReply({ amount: '12', mobile: '0917123456' })).toBe(false);
    expect(paymentReply({ amount: '12', mobile: '08171234567' })).toBe(false);
    expect(paymentReply.errors?.[0]).toMatchObject({ instancePath: '/mobile', keyword: 'pattern' });

    expect(readFileSync(join(root, 'src', 'generated', 'api-validators', 'paymentReply.d.ts'), 'utf8')).toContain(
      'export declare const paymentReply: Validator;',
    );
    expect(readFileSync(join(root, 'src', 'generated', 'api-types.ts'), 'utf8')).toContain('export interface PaymentReply');
  });

  it('gives only the $defs named …Reply a check of their own; their parts are compiled into them', async () => {
    const { root, apiDir } = makeRepo({
      'payment.schema.json': {
        $id: 'payment.schema.json',
        $defs: { peso: { type: 'string', pattern: '^\\d+$' }, feeReply: { type: 'object', properties: { fee: { $ref: '#/$defs/peso' } } } },
      },
    });
    await generate(root, apiDir);
    expect(readdirSync(join(root, 'src', 'generated', 'api-validators')).sort()).toEqual(['feeReply.d.ts', 'feeReply.js']);
  });

  it('leaves every existing output untouched when a schema fails to compile, and names the file, pointer and fix', async () => {
    const { root, apiDir } = makeRepo({ 'payment.schema.json': paymentSchema });
    await generate(root, apiDir);
    const before = snapshot(join(root, 'src'));

    const broken = structuredClone(paymentSchema);
    broken.$defs.paymentReply.properties.mobile.pattern = '^(09\\d{9}$';
    writeFileSync(join(apiDir, 'payment.schema.json'), JSON.stringify(broken));
    const failure = await generate(root, apiDir).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(SchemaGenerationError);
    expect((failure as SchemaGenerationError).message).toMatch(
      /^schemas\/api\/payment\.schema\.json#\/\$defs\/paymentReply\/properties\/mobile\/pattern: Invalid regular expression.*Write a regular expression/,
    );
    expect(snapshot(join(root, 'src'))).toEqual(before);
  });

  it('names the place of a keyword ajv does not know', async () => {
    const { root, apiDir } = makeRepo({
      'fee.schema.json': {
        $id: 'fee.schema.json',
        $defs: { feeReply: { type: 'object', properties: { fee: { type: 'string', maxLenght: 3 } } } },
      },
    });
    await expect(toValidatorFiles({ meta: [], api: readSchemaDir(apiDir, root), root })).rejects.toThrow(
      'schemas/api/fee.schema.json#/$defs/feeReply/properties/fee/maxLenght: "maxLenght" is no keyword of JSON Schema 2020-12',
    );
  });
});
