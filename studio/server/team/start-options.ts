// `npm run studio -- --team …`: the team options of the studio's command line, checked here so
// studio/server/start.ts only passes them on.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import { fail } from '../../../scripts/lib/cli.ts';
import { SCREEN_FOLDER_PATTERN } from '../../../scripts/lib/screen-folders.ts';
import { accountsFile, createAccounts } from './accounts.ts';
import { DEFAULT_TEAM_DIR } from './files.ts';
import { findRepository } from './git-history.ts';
import { checkRemoteReachable, currentBranch, isRemoteAddress, listRemotes, withoutCredentials } from './git-push.ts';
import { readSsoOptions, SSO_CLI_OPTIONS, SSO_OPTION_NAMES, SSO_USAGE, type SsoValues } from './sso-options.ts';
import type { TeamOptions } from './team.ts';
import { checkWebhookUrl } from './webhook.ts';

export const TEAM_CLI_OPTIONS = {
  team: { type: 'boolean' },
  'team-dir': { type: 'string' },
  'trust-proxy': { type: 'boolean' },
  origin: { type: 'string' },
  'idle-minutes': { type: 'string' },
  'tls-cert': { type: 'string' },
  'tls-key': { type: 'string' },
  'no-commit': { type: 'boolean' },
  'git-push': { type: 'string' },
  approval: { type: 'string' },
  webhook: { type: 'string' },
  ...SSO_CLI_OPTIONS,
} as const;

export const TEAM_USAGE =
  '\n       [--team [--team-dir .studio/team] [--trust-proxy] [--origin https://studio.example] [--idle-minutes 30] [--no-commit | --git-push REMOTE] [--approval all|SCREEN,…] [--webhook URL]] [--tls-cert FILE --tls-key FILE]' +
  SSO_USAGE;

interface TeamValues extends SsoValues {
  team?: boolean;
  token?: string;
  'team-dir'?: string;
  'trust-proxy'?: boolean;
  origin?: string;
  'idle-minutes'?: string;
  'tls-cert'?: string;
  'tls-key'?: string;
  'no-commit'?: boolean;
  'git-push'?: string;
  approval?: string;
  webhook?: string;
}

/** The team options, or undefined without --team; exits with a message on a wrong one. */
export async function readTeamOptions(values: TeamValues, screensDir: string): Promise<TeamOptions | undefined> {
  if (Boolean(values['tls-cert']) !== Boolean(values['tls-key']))
    fail('--tls-cert and --tls-key go together: the certificate and its key, in PEM.');
  for (const file of [values['tls-cert'], values['tls-key']]) if (file && !existsSync(file)) fail(`There is no ${file}.`);
  if (!values.team) {
    const teamOnly = (
      ['team-dir', 'trust-proxy', 'origin', 'idle-minutes', 'no-commit', 'git-push', 'approval', 'webhook', ...SSO_OPTION_NAMES] as const
    ).find((name) => values[name] !== undefined);
    if (teamOnly) fail(`--${teamOnly} is an option of team mode: add --team.`);
    return undefined;
  }
  if (values.token !== undefined) fail('--team signs each person in with their own account: leave out --token.');
  const dir = resolve(values['team-dir'] ?? DEFAULT_TEAM_DIR);
  const admins = existsSync(accountsFile(dir))
    ? createAccounts(dir)
        .list()
        .filter((account) => account.roles.includes('admin') && !account.disabled)
    : [];
  if (admins.length === 0)
    fail(
      `No admin account in ${dir} yet. Create the first one: npm run studio:accounts -- add NAME --roles admin${values['team-dir'] ? ` --team-dir ${values['team-dir']}` : ''}`,
    );
  let origin: string | undefined;
  if (values.origin !== undefined) {
    try {
      origin = new URL(values.origin).origin;
    } catch {
      fail(`--origin must be the address staff open, e.g. https://studio.lender.example; got "${values.origin}".`);
    }
  }
  const idleMinutes = Number(values['idle-minutes'] ?? 30);
  if (!Number.isInteger(idleMinutes) || idleMinutes < 1 || idleMinutes > 24 * 60)
    fail('--idle-minutes must be a whole number from 1 to 1440.');
  const approval =
    values.approval === undefined || values.approval === 'all' ? 'all' : values.approval.split(',').map((name) => name.trim());
  const notScreen = approval === 'all' ? undefined : approval.find((name) => !SCREEN_FOLDER_PATTERN.test(name));
  if (notScreen !== undefined)
    fail(`--approval: "${notScreen.slice(0, 80)}" is not a screen name. Give all, or screen folder names joined by commas.`);
  // Each save a commit in the checkout holding the screens folder, unless told not to: a folder in no
  // git work tree (a copied or packaged tree) is refused rather than silently keeping no history.
  const repository = values['no-commit'] ? undefined : await findRepository(screensDir);
  if (!values['no-commit'] && !repository)
    fail(
      `The screens folder ${screensDir} is in no git work tree, so saves would keep no history. Run git init (and commit the files) in the folder that holds it, or start with --no-commit to keep no history.`,
    );
  const push = repository ? await readPushOption(values['git-push'], repository) : undefined;
  if (values['no-commit'] && values['git-push'] !== undefined)
    fail('--git-push copies the history of saves to a Git host, and --no-commit keeps none: leave out one of them.');
  const sso = readSsoOptions(values);
  let webhook: string | undefined;
  if (values.webhook !== undefined) {
    try {
      webhook = checkWebhookUrl(values.webhook);
    } catch (error) {
      fail((error as Error).message);
    }
  }
  return { webhook, dir, trustProxy: values['trust-proxy'], origin, idleMs: idleMinutes * 60_000, repository, push, approval, sso };
}

/**
 * `--git-push REMOTE`: a configured remote of the checkout or an address; exits with what to do when
 * it names no remote or the checkout is on no branch. A remote that does not answer yet is said out
 * loud, and the studio starts anyway: it keeps trying, and the admin page shows it.
 */
async function readPushOption(remote: string | undefined, repository: string): Promise<TeamOptions['push']> {
  if (remote === undefined) return undefined;
  const shown = withoutCredentials(remote.trim());
  if (!remote.trim() || remote.startsWith('-'))
    fail('--git-push needs the remote to copy the history to: a remote of the checkout (git remote) or an address.');
  if (!isRemoteAddress(remote)) {
    const remotes = await listRemotes(repository);
    if (!remotes.includes(remote))
      fail(
        `--git-push: the checkout ${repository} has no remote "${shown.slice(0, 80)}" (${remotes.length > 0 ? `it has ${remotes.join(', ')}` : 'it has none'}). Add it with git remote add ${shown.slice(0, 80)} ADDRESS, or give the address itself.`,
      );
  }
  if (!(await currentBranch(repository)))
    fail(`--git-push: the checkout ${repository} is on no branch (git switch BRANCH), so there is nothing to push.`);
  const problem = await checkRemoteReachable(repository, remote);
  if (problem)
    console.warn(
      `Warning: the history cannot be copied to ${shown} now: ${problem}. The studio starts and keeps trying; the admin page shows how it goes.`,
    );
  return { remote };
}
