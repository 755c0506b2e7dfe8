// History with names, in git (team mode): each save is a commit in the content repository (the
// checkout holding the screens folder), authored by the signed-in person, holding only the files
// saved, so developers see staff changes in `git log` and CI checks them like any commit. The git
// command runs through execFile (no shell); commits run one at a time. Another person's staged
// work is left staged: a commit names its paths (`git commit -- <paths>`). A save runs two git
// processes: `git add` and `git commit`, whose answer gives the new commit's hash.
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

interface GitRun {
  /** The exit code (0: it worked). */
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs git; `extraEnv` e.g. sets its messages to English where the output is read. */
function runGitOnce(cwd: string, args: string[], extraEnv: Record<string, string> = {}): Promise<GitRun> {
  return new Promise((done, fail) => {
    execFile(
      'git',
      ['-c', 'commit.gpgsign=false', '-c', 'core.quotepath=false', ...args],
      { cwd, env: { ...process.env, ...COMMITTER, ...extraEnv }, maxBuffer: 8 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error?.code;
        if (error && typeof code !== 'number') fail(new Error(`git ${args[0]}: ${error.message}`));
        else done({ code: typeof code === 'number' ? code : 0, stdout, stderr });
      },
    );
  });
}

async function runGit(cwd: string, args: string[]): Promise<string> {
  const run = await runGitOnce(cwd, args);
  if (run.code !== 0) throw new Error(`git ${args[0]}: ${run.stderr.trim() || `exit code ${run.code}`}`);
  return run.stdout;
}

/** The new commit's full hash from `git commit`'s first line ("[main 1f3c…] subject", with core.abbrev at full length). */
const NEW_COMMIT = /^\[[^\]\n]*? ([0-9a-f]{64}|[0-9a-f]{40})\]/;
/** What `git commit` says (in English, exit code 1) when the paths hold no change. */
const NOTHING_TO_COMMIT = /^(nothing to commit|nothing added to commit|no changes added to commit)/m;

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
        // Two processes a save: the paths staged (a new file too), then committed alone with the new hash in the answer.
        await runGit(repository, ['add', '--', ...paths]);
        // The note as typed, its own paragraph; the trailer stays the last paragraph, so a note cannot add one.
        const message = `${subject}\n\n${note ? `${note}\n\n` : ''}${SAVED_BY}${author.displayName}.\n\nStudio-Account: ${author.name}\n`;
        const args = [
          '-c',
          'core.abbrev=no',
          'commit',
          '--no-verify',
          // Only surrounding blank lines and trailing spaces go: a note's line starting with # stays.
          '--cleanup=whitespace',
          `--author=${author.displayName} <${toEmail(author.name)}>`,
          '-m',
          message,
          '--',
          ...paths,
        ];
        const run = await runGitOnce(repository, args, { LC_ALL: 'C' });
        if (run.code === 1 && NOTHING_TO_COMMIT.test(run.stdout)) return undefined;
        if (run.code !== 0) throw new Error(`git commit: ${run.stderr.trim() || run.stdout.trim() || `exit code ${run.code}`}`);
        // An answer in a shape not met before: the hash is asked for (a third process, never otherwise).
        const commit = NEW_COMMIT.exec(run.stdout)?.[1] ?? (await runGit(repository, ['rev-parse', 'HEAD'])).trim();
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
