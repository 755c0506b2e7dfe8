// `npm run gen:validators`: precompiles the validators the browser needs with ajv's standalone code
// (scripts/lib/validator-files.ts). Every output is written only when all of them compiled.
// `--check` writes nothing and fails when the committed output is stale.
import { reportGenerated, syncGenerated } from './lib/generated-files.ts';
import { runGenerator } from './lib/run-generator.ts';
import { API_DIR, META_DIR, readSchemaDir, ROOT } from './lib/schema-files.ts';
import { toValidatorFiles } from './lib/validator-files.ts';

await runGenerator(async () => {
  const output = await toValidatorFiles({ meta: readSchemaDir(META_DIR), api: readSchemaDir(API_DIR), root: ROOT });
  const result = syncGenerated(output, process.argv.includes('--check'));
  return reportGenerated(result, { what: 'generated validators', command: 'npm run gen:validators', root: ROOT });
});
