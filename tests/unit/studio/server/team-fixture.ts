// A team-mode studio over a copy of the screens folder, on a free port, with one account per role
// (and the clock in the test's hands), and the requests a browser of each person would send.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

import { inject } from 'vitest';

import { publishBundle } from '../../../../scripts/lib/publish.ts';
import { buildScreensBundle } from '../../../../scripts/lib/screens-bundle.ts';
import { startStudioServer, type StudioServer } from '../../../../studio/server/server.ts';
import { type Account, accountsFile, createAccounts } from '../../../../studio/server/team/accounts.ts';
import { writePrivateJson } from '../../../../studio/server/team/files.ts';
import { hashPassword } from '../../../../studio/server/team/passwords.ts';
import type { Role } from '../../../../studio/server/team/roles.ts';
import type { SsoOptions } from '../../../../studio/server/team/sso.ts';
import { SESSION_COOKIE, type TeamOptions } from '../../../../studio/server/team/team.ts';

export const PASSWORD = 'a long test password';
/**
 * The bound for a hook that starts a team studio: the run's first team studio adds its accounts at the
 * real scrypt cost (2^15, 32 MB: see addPeople), seven hashes of about 50 ms alone but seconds each on a
 * busy 2-core machine with other test files running, past vitest's 10 s hook default.
 */
export const TEAM_HOOK_TIMEOUT = 60_000;

/** Makes `dir` the content repository a developer committed (a studio's `prepare`): team/ and dist/ are not content. */
export function commitContentRepo(dir: string, message: string): void {
  const run = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
  writeFileSync(join(dir, '.gitignore'), 'team/\ndist/\n');
  run('init', '-q', '-b', 'main');
  run('add', '.');
  run('-c', 'user.name=Developer', '-c', 'user.email=dev@example.test', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', message);
}
/** One account per role, named after it; `several` holds two. */
const PEOPLE: Record<string, Role[]> = {
  viewer: ['viewer'],
  editor: ['editor'],
  reviewer: ['reviewer'],
  publisher: ['publisher'],
  admin: ['admin'],
  several: ['editor', 'publisher'],
  'editor-reviewer': ['editor', 'reviewer'],
};

/**
 * What the fixture's accounts are hashed at: scrypt with N=2^10 (1 MB), not the studio's 2^15 (32 MB).
 * A sign-in verifies at the cost stored in the hash (studio/server/team/passwords.ts), so every sign-in
 * still runs the studio's own check; at the real cost each was 2-4 s on a busy 2-core machine, and a
 * team test file signs in 10 to 45 times. What the studio itself hashes (an account added or reset by
 * the command line or the admin page) is at the real cost: team-cli.test.ts checks it.
 */
const FIXTURE_HASH_COST = { N: 2 ** 10, r: 8, p: 1 };

/**
 * Adds one account per role (PEOPLE) to the team folder, with the studio's own account code, then
 * hashes their password again at FIXTURE_HASH_COST. The run's first team studio does it; the later ones
 * copy its file (kept in the folder of tests/setup/team-accounts.ts).
 */
async function addPeople(teamDir: string): Promise<void> {
  const keptDir = inject('teamAccountsDir') as string | undefined;
  const kept = keptDir && join(keptDir, 'accounts.json');
  if (kept && existsSync(kept)) {
    writePrivateJson(accountsFile(teamDir), JSON.parse(readFileSync(kept, 'utf8')));
    return;
  }
  const accounts = createAccounts(teamDir);
  for (const [name, roles] of Object.entries(PEOPLE)) await accounts.add(name, PASSWORD, roles, `${name[0].toUpperCase()}${name.slice(1)}`);
  const cheaper = await Promise.all(
    accounts.list().map(async (account) => ({ ...account, passwordHash: await hashPassword(PASSWORD, FIXTURE_HASH_COST) })),
  );
  writePrivateJson(accountsFile(teamDir), { accounts: cheaper });
  if (!kept) return;
  // Whole or not at all: another worker may be reading it.
  writeFileSync(`${kept}.${process.pid}`, readFileSync(accountsFile(teamDir), 'utf8'));
  renameSync(`${kept}.${process.pid}`, kept);
}

/** One more account in a team folder, as addPeople leaves them: password PASSWORD at FIXTURE_HASH_COST. */
export async function addAccount(teamDir: string, name: string, roles: Role[], displayName = name): Promise<void> {
  const file = accountsFile(teamDir);
  const { accounts } = JSON.parse(readFileSync(file, 'utf8')) as { accounts: Account[] };
  const at = new Date().toISOString();
  const passwordHash = await hashPassword(PASSWORD, FIXTURE_HASH_COST);
  writePrivateJson(file, {
    accounts: [...accounts, { name, displayName, roles, disabled: false, passwordHash, generation: 1, createdAt: at, changedAt: at }],
  });
}

export interface TeamStudio {
  dir: string;
  screensDir: string;
  distDir: string;
  teamDir: string;
  studio: StudioServer;
  /** The test's clock (ms): move it to let sessions go idle. */
  clock: { now: number };
  close: () => Promise<void>;
}

export async function startTeamStudio(
  options: {
    idleMs?: number;
    trustProxy?: boolean;
    /** Called with the folder before the studio starts (a git repository). */ prepare?: (dir: string) => void | Promise<void>;
    git?: boolean;
    approval?: 'all' | string[];
    /** Single sign-on through a provider (tests/unit/studio/server/sso-provider.ts). */
    sso?: SsoOptions;
    /** Review events go to this receiver (studio/server/team/webhook.ts). */
    webhook?: string;
    /** The scheduled release's timer (studio/server/schedule/schedule.ts). */
    scheduleTimer?: (run: () => void, ms: number) => () => void;
    /** Each commit pushed to this remote (studio/server/team/git-push.ts), with short pauses between tries. */
    push?: TeamOptions['push'];
  } = {},
): Promise<TeamStudio> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-team-'));
  const screensDir = join(dir, 'screens');
  const distDir = join(dir, 'dist');
  const teamDir = join(dir, 'team');
  cpSync('screens', screensDir, { recursive: true });
  cpSync('content', join(dir, 'content'), { recursive: true });
  mkdirSync(join(distDir, 'screens'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>app</title>');
  publishBundle(join(distDir, 'screens'), buildScreensBundle(screensDir, new Date('2026-01-01T00:00:00Z')));
  await addPeople(teamDir);
  await options.prepare?.(dir);
  const clock = { now: Date.parse('2026-11-26T09:00:00Z') };
  const studio = await startStudioServer({
    port: 0,
    screensDir,
    distDir,
    withVite: false,
    // The publishing tests check on their first publish; the others never pay for a check.
    checkOnStart: false,
    user: 'os-user',
    team: {
      dir: teamDir,
      idleMs: options.idleMs,
      trustProxy: options.trustProxy,
      repository: options.git ? dir : undefined,
      approval: options.approval,
      sso: options.sso,
      webhook: options.webhook,
      push: options.push,
      now: () => clock.now,
      scheduleTimer: options.scheduleTimer,
      // A wrong name costs what a wrong password does, as in the studio.
      unknownNameCost: FIXTURE_HASH_COST,
    },
  });
  return {
    dir,
    screensDir,
    distDir,
    teamDir,
    studio,
    clock,
    close: async () => {
      await studio.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Call {
  method?: string;
  cookie?: string;
  /** JSON unless `form` is given. */
  body?: unknown;
  form?: Record<string, string>;
  /** Default: the studio's own origin on writes; null sends none. */
  origin?: string | null;
  headers?: Record<string, string>;
}

export function send(studio: StudioServer, path: string, call: Call = {}): Promise<Response> {
  const method = call.method ?? 'GET';
  const headers: Record<string, string> = { ...call.headers };
  if (call.cookie) headers.cookie = call.cookie;
  const origin = call.origin === undefined ? (method === 'GET' || method === 'HEAD' ? null : studio.url) : call.origin;
  if (origin) headers.origin = origin;
  let body: string | undefined;
  if (call.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(call.form).toString();
  } else if (call.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
  }
  return fetch(`${studio.url}${path}`, { method, headers, body, redirect: 'manual' });
}

/** name=value of a Set-Cookie for `name`, or undefined. */
export function cookieOf(response: Response, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith(`${name}=`));
}

/** Opens the sign-in page and sends its form; the response of the form. */
export async function submitSignIn(studio: StudioServer, name: string, password: string, extraCookie?: string): Promise<Response> {
  const page = await send(studio, '/__studio/sign-in');
  const formCookie = cookieOf(page, 'studio-sign-in');
  const token = /name="form" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!formCookie || !token) throw new Error('The sign-in page has no form token.');
  return send(studio, '/__studio/sign-in', {
    method: 'POST',
    cookie: [formCookie, extraCookie].filter(Boolean).join('; '),
    form: { form: token, name, password },
  });
}

/** The session cookie ("studio-session=…") of a successful sign-in. */
export async function signIn(studio: StudioServer, name: string, password = PASSWORD): Promise<string> {
  const response = await submitSignIn(studio, name, password);
  const cookie = cookieOf(response, SESSION_COOKIE);
  if (response.status !== 303 || !cookie) throw new Error(`${name} could not sign in: ${response.status} ${await response.text()}`);
  return cookie;
}

/** The audit log's current file (<team folder>/audit.jsonl), entry by entry. */
export function readAuditEntries(team: Pick<TeamStudio, 'teamDir'>): Record<string, unknown>[] {
  return readFileSync(join(team.teamDir, 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** What a refused account or password request must leave as it was: the accounts and the audit log. */
export function readAccountWrites(team: Pick<TeamStudio, 'teamDir'>): { accounts: string; audit: string } {
  const read = (name: string) => readFileSync(join(team.teamDir, name), 'utf8');
  return { accounts: read('accounts.json'), audit: read('audit.jsonl') };
}

/** Every file under `dir` with its text: a refused request leaves this as it was. */
export function snapshotFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const visit = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) visit(path);
      else files[relative(dir, path)] = readFileSync(path, 'utf8');
    }
  };
  visit(dir);
  return files;
}
