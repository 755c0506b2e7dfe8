// Validates the schema files themselves, then every screen file, with the file, the JSON pointer
// and a hint for each mistake. Runs in the test command.
import { BRIDGE_ACTION_NAMES, ENDPOINT_NAMES } from './lib/app-names.ts';
import { checkScreensDir, formatProblem } from './lib/check-screens.ts';
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

const screens = readScreenFolders();
const problems = checkScreensDir(undefined, { endpoints: ENDPOINT_NAMES, bridgeActions: BRIDGE_ACTION_NAMES });
for (const problem of problems) console.error(formatProblem(problem));
failures += problems.length;

if (failures > 0) {
  console.error(`\n${failures} problem(s). Fix them and run \`npm run schemas:check\` again.`);
  process.exit(1);
}
console.log(`schemas:check: ${screens.length} screen files and every schema are valid.`);
