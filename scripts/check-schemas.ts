// Validates the schema files themselves, then every screen file, with the file, the JSON pointer
// and a hint for each mistake, with the project's own types (its package.json's
// "borrowerEngine"), whose declarations are checked first, each workspace's too. Runs in the test command.
import { toOwnTypeNames } from '../engine/checker/index.ts';
import type { OwnTypes } from '../engine/core/index.ts';
import { BRIDGE_ACTION_NAMES, ENDPOINT_NAMES } from './lib/app-names.ts';
import { checkScreensDir, formatProblem } from './lib/check-screens.ts';
import { OwnTypesError, readWorkspaceOwnTypes } from './lib/own-types.ts';
import { API_DIR, createAjv, META_DIR, readSchemaDir } from './lib/schema-files.ts';
import { readScreenFolders } from './lib/screen-folders.ts';

let failures = 0;
for (const dir of [META_DIR, API_DIR]) {
  const files = readSchemaDir(dir);
  try {
    const ajv = createAjv(files);
    for (const file of files) ajv.getSchema(file.schema.$id ?? file.name);
  } catch (error) {
    console.error(`${dir}: ${(error as Error).message}`);
    failures++;
  }
}

let ownTypes: OwnTypes | undefined;
try {
  ownTypes = (await readWorkspaceOwnTypes()).find((project) => project.project === '')?.types;
} catch (error) {
  if (!(error instanceof OwnTypesError)) throw error;
  console.error(error.message);
  failures++;
}

const screens = readScreenFolders();
const problems = checkScreensDir(undefined, { endpoints: ENDPOINT_NAMES, bridgeActions: BRIDGE_ACTION_NAMES, ...toOwnTypeNames(ownTypes) });
for (const problem of problems) console.error(formatProblem(problem));
failures += problems.length;

if (failures > 0) {
  console.error(`\n${failures} problem(s). Fix them and run \`npm run schemas:check\` again.`);
  process.exit(1);
}
console.log(`schemas:check: ${screens.length} screen files and every schema are valid.`);
