// History with names, in git (team mode): each save is a commit in the content repository (the
// checkout holding the screens folder), authored by the signed-in person, holding only the files
// saved, so developers see staff changes in `git log` and CI checks them like any commit. The git
// command runs through execFile (no shell); commits run one at a time. Another person's staged
// work is left staged: a commit names its paths (`git commit -- <paths>`).
import { execFile } from 'node:child_process';
import { relative } from 'node:path';

const COMMITTER = { GIT_COMMITTER_NAME: 'Screen studio', GIT_COMMITTER_EMAIL: 'studio@studio.invalid' };
const FIELD = '\u001f';

export interface GitAuthor {
  name: string;
  displayName: string;
}

export interface ScreenCommit {
  commit: string;
  author: string;
  account: string;
  at: string;
  subject: string;
  /** What changed and why, as the person wrote it when saving in the studio; empty when none was given (or not saved in the studio). */
  note: string;
}

/** The line after a save's note in its commit message (parsed back by `log`). */
const SAVED_BY = 'Saved in the screen studio by ';

/** The note of a studio save from its commit message's body: the text before the "Saved in the screen studio by" line. */
function noteOf(body: string): string {
  const at = body.lastIndexOf(`\n\n${SAVED_BY}`);
  if (at >= 0) return body.slice(0, at).trim();
  return '';
}

function runGit(cwd: string, args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    execFile(
      'git',
      ['-c', 'commit.gpgsign=false', '-c', 'core.quotepath=false', ...args],
      { cwd, env: { ...process.env, ...COMMITTER }, maxBuffer: 8 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? fail(new Error(`git ${args[0]}: ${stderr.trim() || error.message}`)) : done(stdout)),
    );
  });
}

/** The top folder of the git work tree holding `dir`, or undefined when it is in none (or git is missing). */
export async function findRepository(dir: string): Promise<string | undefined> {
  try {
    return (await runGit(dir, ['rev-parse', '--show-toplevel'])).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** "maria.santos" as a commit author's address: an account that is an address stays one. */
const toEmail = (account: string) => (account.includes('@') ? account : `${account}@studio.invalid`);

/** `afterCommit`: told of each new commit (the push to the Git host, git-push.ts, copies it in the background). */
export function createGitHistory(repository: string, afterCommit?: () => void) {
  let queue: Promise<unknown> = Promise.resolve();
  /** Runs `work` after every earlier commit: git allows one writer of its index at a time. */
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  }
  const toPaths = (files: string[]) => files.map((file) => relative(repository, file).split('\\').join('/'));

  return {
    repository,
    /** Commits `files` as `author` saved them; the new commit's hash, or undefined when they hold no change. */
    commit(files: string[], author: GitAuthor, subject: string, note = ''): Promise<string | undefined> {
      const paths = toPaths(files);
      if (paths.some((path) => path.startsWith('..'))) throw new Error(`The saved files are outside the repository ${repository}.`);
      return inTurn(async () => {
        await runGit(repository, ['add', '--', ...paths]);
        if ((await runGit(repository, ['status', '--porcelain', '--', ...paths])).trim() === '') return undefined;
        // The note as typed, its own paragraph; the trailer stays the last paragraph, so a note cannot add one.
        const message = `${subject}\n\n${note ? `${note}\n\n` : ''}${SAVED_BY}${author.displayName}.\n\nStudio-Account: ${author.name}\n`;
        await runGit(repository, [
          'commit',
          '--no-verify',
          '--quiet',
          // Only surrounding blank lines and trailing spaces go: a note's line starting with # stays.
          '--cleanup=whitespace',
          `--author=${author.displayName} <${toEmail(author.name)}>`,
          '-m',
          message,
          '--',
          ...paths,
        ]);
        const commit = (await runGit(repository, ['rev-parse', 'HEAD'])).trim();
        afterCommit?.();
        return commit;
      });
    },
    /** The commit the work tree is at (what an approval or a publish saw). */
    head: async (): Promise<string | undefined> =>
      (await runGit(repository, ['rev-parse', '--verify', '-q', 'HEAD']).catch(() => '')).trim() || undefined,
    /** The commits that changed `folder`, newest first: who, when, what. */
    async log(folder: string, limit = 50): Promise<ScreenCommit[]> {
      const [path] = toPaths([folder]);
      const format = ['%H', '%an', '%ae', '%aI', '%s', '%(trailers:key=Studio-Account,valueonly,separator=)', '%b'].join(FIELD);
      const text = await runGit(repository, ['log', `-${limit}`, `--format=${format}%x1e`, '--', path]);
      return text
        .split('\u001e')
        .map((record) => record.trim())
        .filter(Boolean)
        .map((record) => {
          const [commit, author, email, at, subject, account, body = ''] = record.split(FIELD);
          return { commit, author, account: account?.trim() || email, at, subject, note: noteOf(body) };
        });
    },
    /** The last commit that changed `folder` as of `commit` (what the folder held then), or undefined. */
    async versionAt(folder: string, commit: string): Promise<string | undefined> {
      if (!/^[0-9a-f]{40}$/.test(commit)) return undefined;
      const [path] = toPaths([folder]);
      const text = await runGit(repository, ['log', '-1', '--format=%H', commit, '--', path]).catch(() => '');
      return text.trim() || undefined;
    },
  };
}
