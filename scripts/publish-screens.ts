// `npm run screens:publish -- --out dist`: checks every screen and writes a new screens bundle
// into DIR/screens/ of a built app, beside the bundles before it. No rebuild of the app.
// `--rollback` makes the previous bundle current again; `--list` shows the history.
import { join, resolve } from 'node:path';

import { formatProblem, setProjectOwnTypes } from './lib/check-screens.ts';
import { fail, readOptions } from './lib/cli.ts';
import { OwnTypesError, readOwnTypes } from './lib/own-types.ts';
import { currentVersion, readHistory, rollbackBundle } from './lib/publish.ts';
import { publishScreensFolder } from './lib/publish-screens-folder.ts';
import { SCREENS_DIR } from './lib/screen-folders.ts';
import { SCREENS_OUT_DIR } from './vite-plugin-screens.ts';

const USAGE = `Usage:
  npm run screens:publish -- --out DIR             check the screens and publish them into DIR/${SCREENS_OUT_DIR}/
  npm run screens:publish -- --out DIR --rollback  put the bundle that was in force before the current one back
  npm run screens:publish -- --out DIR --rollback --to VERSION   go back to an earlier bundle of --list
  npm run screens:publish -- --out DIR --list      list the published bundles
DIR is the folder the app is served from (e.g. dist). --screens DIR reads screens from another folder.`;

const values = readOptions(
  {
    out: { type: 'string' },
    rollback: { type: 'boolean' },
    to: { type: 'string' },
    list: { type: 'boolean' },
    screens: { type: 'string' },
  },
  USAGE,
);
if (!values.out) fail(`--out DIR is required.\n\n${USAGE}`);
const outDir = join(resolve(values.out), SCREENS_OUT_DIR);
// The project's own types (package.json's "borrowerEngine"): a screen using one is checked as in the studio.
try {
  setProjectOwnTypes((await readOwnTypes(process.cwd()))?.types);
} catch (error) {
  if (error instanceof OwnTypesError) fail(error.message);
  throw error;
}

if (values.list) {
  const history = readHistory(outDir);
  if (history.versions.length === 0) fail(`Nothing is published in ${outDir} yet.`);
  const current = currentVersion(history);
  console.log('In force, newest first (* = now; --rollback goes one down, --rollback --to VERSION to any of these):');
  for (const entry of [...history.versions].reverse())
    console.log(`${entry.version === current ? '*' : ' '} ${entry.version}  ${entry.createdAt}  ${entry.by}`);
} else if (values.rollback) {
  try {
    const { from, to } = rollbackBundle(outDir, values.to);
    console.log(`Rolled back ${outDir}: ${from} → ${to}. Pages opened from now on show ${to}.`);
  } catch (error) {
    fail((error as Error).message);
  }
} else {
  const outcome = publishScreensFolder(resolve(values.screens ?? SCREENS_DIR), outDir);
  if (!outcome.published)
    fail(`${outcome.problems.map(formatProblem).join('\n')}\n\n${outcome.problems.length} problem(s): nothing was published.`);
  console.log(
    `Published ${outcome.version} to ${outDir} (${outcome.written} new file(s), ${outcome.screens} screens). Roll back with --rollback.`,
  );
}
