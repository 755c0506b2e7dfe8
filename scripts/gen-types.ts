// `npm run gen:types`: TypeScript types from schemas/ with json-schema-to-typescript
// (scripts/lib/schema-types.ts), and the types of each project's own types (scripts/lib/own-types.ts). Every output is written only when all of them compiled.
// `--check` writes nothing and fails when the committed output is stale (a stage of `npm test`).
import { reportGenerated, syncGenerated } from './lib/generated-files.ts';
import { readWorkspaceOwnTypes } from './lib/own-types.ts';
import { runGenerator } from './lib/run-generator.ts';
import { API_DIR, META_DIR, readSchemaDir, ROOT } from './lib/schema-files.ts';
import { toOwnTypeFiles, toTypeFiles } from './lib/schema-types.ts';

await runGenerator(async () => {
  const output = await toTypeFiles({ meta: readSchemaDir(META_DIR), api: readSchemaDir(API_DIR), root: ROOT });
  const own = await toOwnTypeFiles(await readWorkspaceOwnTypes(ROOT), ROOT);
  const result = syncGenerated({ files: [...output.files, ...own.files] }, process.argv.includes('--check'));
  return reportGenerated(result, { what: 'generated types', command: 'npm run gen:types', root: ROOT });
});
