// `npm run gen`: the types and the validators from schemas/, made in memory first, then written
// together: a schema that fails either generator leaves every generated file as it was.
import { reportGenerated, syncGenerated } from './lib/generated-files.ts';
import { readWorkspaceOwnTypes } from './lib/own-types.ts';
import { runGenerator } from './lib/run-generator.ts';
import { API_DIR, META_DIR, readSchemaDir, ROOT } from './lib/schema-files.ts';
import { toOwnTypeFiles, toTypeFiles } from './lib/schema-types.ts';
import { toValidatorFiles } from './lib/validator-files.ts';

await runGenerator(async () => {
  const sources = { meta: readSchemaDir(META_DIR), api: readSchemaDir(API_DIR), root: ROOT };
  const types = await toTypeFiles(sources);
  const own = await toOwnTypeFiles(await readWorkspaceOwnTypes(ROOT), ROOT);
  const validators = await toValidatorFiles(sources);
  const result = syncGenerated({ files: [...types.files, ...own.files, ...validators.files], folders: validators.folders }, false);
  return reportGenerated(result, { what: 'generated files', command: 'npm run gen', root: ROOT });
});
