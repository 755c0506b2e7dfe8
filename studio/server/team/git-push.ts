// The history leaves the machine (team mode, `--git-push REMOTE`): after each content commit the
// studio pushes its branch to the lender's Git host, in the background, one push at a time. A save
// never waits for a push and never fails because of one. A failed push is tried again after a
// growing pause (5 s, 10 s, 20 s … at most 5 minutes, with a little jitter); each try carries every
// commit not copied yet, so commits made meanwhile need no push of their own. The admin page shows
// whether the history is copied (`status`), and the audit log gets one entry when copying starts
// failing and one when it works again, never one per try. Credentials are git's own (SSH keys, a
// credential helper); a password in a remote's address is never shown or logged.
import { execFile } from 'node:child_process';

import { createSubject } from '@borrower/engine/core/subject.ts';

import type { HistoryCopyStatus } from '../../shared/team-admin.ts';

const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 5 * 60_000;
/** One push may take this long before it counts as failed (a host that never answers). */
const PUSH_TIMEOUT_MS = 2 * 60_000;
/** Each pause is stretched by up to this share, so that several studios do not retry in step. */
const JITTER = 0.1;

/** An address without its user and password (`https://user:pass@host/x` → `https://host/x`); a remote's name as it is. */
export function withoutCredentials(remote: string): string {
  return remote.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/gi, '$1');
}

/** Whether `remote` is an address (a URL, `host:path` or a folder) rather than the name of a configured remote. */
export const isRemoteAddress = (remote: string): boolean => /[:/\\]/.test(remote) || remote.startsWith('.');

/** Why a push failed, in words for an admin; the server log keeps git's own message. */
export function describePushFailure(message: string): string {
  const text = message.toLowerCase();
  if (/timed out after|killed/.test(text)) return `the Git host did not answer within ${PUSH_TIMEOUT_MS / 60_000} minutes`;
  if (/could not resolve host|name or service not known|temporary failure in name resolution/.test(text))
    return "the Git host's name could not be found (the network or its DNS)";
  if (/connection refused|connection timed out|network is unreachable|no route to host|could not connect/.test(text))
    return 'the Git host could not be reached';
  if (/permission denied|authentication failed|terminal prompts disabled|could not read username|could not read password|403/.test(text))
    return "the Git host refused the studio's credentials (its SSH key or credential helper)";
  if (/non-fast-forward|fetch first|\[rejected\]|updates were rejected/.test(text))
    return 'the Git host has commits this checkout does not have: a developer must pull them into it';
  if (/hook declined|protected branch|pre-receive/.test(text)) return 'the Git host refused the push (a protected branch or a hook there)';
  if (/does not appear to be a git repository|repository not found|not found|no such file or directory/.test(text))
    return 'there is no repository at that address, or the studio may not read it';
  return 'git could not push (the server log has its message)';
}

export interface GitPushOptions {
  /** The work tree whose branch is pushed. */
  repository: string;
  /** A configured remote's name or an address. */
  remote: string;
  /** The audit log: one entry when copying starts failing, one when it works again. */
  record: (action: 'history not copied' | 'history copied again', detail: Record<string, unknown>) => void;
  now?: () => number;
  /** Tests shorten the pauses. */
  retry?: { firstMs: number; maxMs: number };
  /** The server log (default console.error). */
  log?: (message: string) => void;
  /** Runs git (tests may replace it); rejects with git's message. */
  runGit?: (cwd: string, args: string[]) => Promise<string>;
}

function runGitCommand(cwd: string, args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    execFile(
      'git',
      args,
      // No prompt for a user or password: a push in the background has nobody to answer it.
      { cwd, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' }, timeout: PUSH_TIMEOUT_MS, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => {
        if (!error) done(stdout);
        else {
          const timedOut = (error as { killed?: boolean }).killed ? `timed out after ${PUSH_TIMEOUT_MS} ms; ` : '';
          fail(new Error(`git ${args[0]}: ${timedOut}${stderr.trim() || error.message}`));
        }
      },
    );
  });
}

/** The branch the work tree is on, or undefined when it is on none (a detached HEAD) or has no commit yet. */
export async function currentBranch(repository: string, run = runGitCommand): Promise<string | undefined> {
  try {
    return (await run(repository, ['symbolic-ref', '--quiet', '--short', 'HEAD'])).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The configured remotes of a work tree. */
export async function listRemotes(repository: string, run = runGitCommand): Promise<string[]> {
  return (await run(repository, ['remote']).catch(() => '')).split('\n').filter(Boolean);
}

/** Whether the remote answers (its branches can be listed); the reason in words when not. */
export async function checkRemoteReachable(repository: string, remote: string, run = runGitCommand): Promise<string | undefined> {
  try {
    await run(repository, ['ls-remote', '--heads', remote]);
    return undefined;
  } catch (error) {
    return describePushFailure((error as Error).message);
  }
}

export function createGitPush(options: GitPushOptions) {
  const now = options.now ?? Date.now;
  const run = options.runGit ?? runGitCommand;
  const log = options.log ?? ((message: string) => console.error(message));
  const firstMs = options.retry?.firstMs ?? FIRST_RETRY_MS;
  const maxMs = options.retry?.maxMs ?? MAX_RETRY_MS;
  const shownRemote = withoutCredentials(options.remote);
  const iso = (at: number) => new Date(at).toISOString();

  let copiedAt: number | undefined;
  /** Commits made since the last push that copied everything. */
  let waiting = 0;
  let failure: { since: number; reason: string; tries: number } | undefined;
  let nextTry: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  /** A push is wanted after the one running (a commit came meanwhile). */
  let again = false;
  let stopped = false;
  const settled = createSubject();

  async function pushOnce(): Promise<void> {
    const carried = waiting;
    try {
      const branch = await currentBranch(options.repository, run);
      if (!branch) throw new Error('git push: the checkout is on no branch (a detached HEAD)');
      await run(options.repository, ['push', '--quiet', '--porcelain', options.remote, `refs/heads/${branch}:refs/heads/${branch}`]);
      waiting = Math.max(0, waiting - carried);
      copiedAt = now();
      if (failure && !stopped) {
        options.record('history copied again', {
          remote: shownRemote,
          since: iso(failure.since),
          tries: failure.tries,
        });
        log(`[studio] history copied to ${shownRemote} again after ${failure.tries} failed tries.`);
      }
      failure = undefined;
      nextTry = undefined;
    } catch (error) {
      const message = withoutCredentials((error as Error).message);
      const reason = describePushFailure(message);
      log(`[studio] history not copied to ${shownRemote}: ${message}`);
      if (!failure) {
        failure = { since: now(), reason, tries: 0 };
        if (!stopped) options.record('history not copied', { remote: shownRemote, reason, waiting });
      }
      failure.tries++;
      failure.reason = reason;
      if (!stopped) {
        const pause = Math.min(maxMs, firstMs * 2 ** Math.min(failure.tries - 1, 30)) * (1 + Math.random() * JITTER);
        nextTry = now() + pause;
        timer = setTimeout(() => {
          timer = undefined;
          nextTry = undefined;
          start();
        }, pause);
        timer.unref?.();
      }
    }
  }

  /** Runs pushes one after another while one is wanted; a failure waits for its timer. */
  function start(): void {
    if (stopped || running || timer) return;
    again = false;
    running = pushOnce()
      .catch((error: unknown) => log(`[studio] history push: ${(error as Error).message}`))
      .finally(() => {
        running = undefined;
        settled.next();
        if (again && !failure) start();
      });
  }

  return {
    remote: shownRemote,
    /** A new commit is in the branch: copy it (now, after the push running, or at the next try of a failing streak). */
    committed(): void {
      waiting++;
      again = true;
      start();
    },
    /** A push of whatever is not copied yet (at start: commits made while the studio was stopped). */
    pushNow(): void {
      again = true;
      start();
    },
    /** What the admin page shows. */
    status(): HistoryCopyStatus {
      return {
        remote: shownRemote,
        copiedAt: copiedAt === undefined ? null : iso(copiedAt),
        waiting,
        pushing: Boolean(running),
        failing: failure ? { since: iso(failure.since), reason: failure.reason, tries: failure.tries } : null,
        nextTry: nextTry === undefined ? null : iso(nextTry),
      };
    },
    /** Resolves after the next push attempt ends (tests wait for this rather than for a time). */
    nextAttempt(): Promise<void> {
      return new Promise((done) => {
        const stop = settled.subscribe(() => {
          stop();
          done();
        });
      });
    },
    /** No more tries (the server stops); a push running ends on its own. */
    stop(): void {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
