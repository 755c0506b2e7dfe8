// The unit-node project's globalSetup: a folder for the run where the team studio fixture
// (tests/unit/studio/server/team-fixture.ts) keeps the accounts it made, so that only the run's first
// team studio hashes their passwords and the others copy the file. Removed when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where team-fixture.ts keeps its accounts.json for the run (empty until a team studio starts). */
    teamAccountsDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'studio-team-accounts-'));
  project.provide('teamAccountsDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
