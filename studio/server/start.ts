// `npm run studio`: the screen studio on http://127.0.0.1:5180/studio, with the preview, the
// demo back end and the built app (dist/, where Publish writes). Options:
//   --port N        default 5180 (env PORT)
//   --host ADDRESS  default 127.0.0.1; any other address needs --token
//   --token SECRET  every request must carry it (open the printed address once)
//   --user NAME     the name the publish history records (default: the OS user)
//   --config FILE   the config.js the app and the preview read (default: public/config.js)
//   --pages DIR     serve the studio's pages as built by `npm run studio:build` (studio-dist), as a
//                   deployment should: no Vite, nothing compiled on a first load, no inline script;
//                   without it the pages are served from source (a developer changing the studio)
//   --team          several people sign in with their own accounts and roles (docs/team-studio.md);
//                   then --team-dir DIR (default .studio/team), --trust-proxy, --origin URL,
//                   --idle-minutes N (default 30), --no-commit (saves are not git commits),
//                   --git-push REMOTE (each commit copied to the lender's Git host in the background),
//                   --tls-cert FILE --tls-key FILE (serve HTTPS), --oidc-issuer URL --oidc-client-id ID
//                   [--oidc-client-secret-file FILE] [--oidc-claim email] [--oidc-label TEXT] [--no-passwords]
//                   (single sign-on; the secret also from STUDIO_OIDC_CLIENT_SECRET)
//   SCREENS_DIR=... edit another screens folder (tests use a copy)
import { existsSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { resolve } from 'node:path';

import { fail, readOptions } from '../../scripts/lib/cli.ts';
import { SCREENS_DIR } from '../../scripts/lib/screen-folders.ts';
import { checkUser } from './publishing/releases.ts';
import { startStudioServer, STUDIO_PAGE } from './server.ts';
import { SSO_CALLBACK } from './team/access.ts';
import { withoutCredentials } from './team/git-push.ts';
import { readTeamOptions, TEAM_CLI_OPTIONS, TEAM_USAGE } from './team/start-options.ts';

const USAGE =
  'Usage: npm run studio -- [--port 5180] [--host 127.0.0.1] [--token SECRET] [--dist dist] [--user NAME] [--config public/config.js] [--pages studio-dist]' +
  TEAM_USAGE;

const values = readOptions(
  {
    port: { type: 'string' },
    host: { type: 'string' },
    token: { type: 'string' },
    dist: { type: 'string' },
    user: { type: 'string' },
    config: { type: 'string' },
    pages: { type: 'string' },
    ...TEAM_CLI_OPTIONS,
  },
  USAGE,
);
const port = Number(values.port ?? process.env.PORT ?? 5180);
if (!Number.isInteger(port) || port < 0 || port > 65_535) fail(`--port must be a port number from 0 to 65535; got "${values.port}".`);
if (values.token !== undefined && values.token.length < 16) fail('--token must be at least 16 characters.');
const distDir = resolve(values.dist ?? 'dist');
const screensDir = resolve(process.env.SCREENS_DIR ?? SCREENS_DIR);
const configFile = resolve(values.config ?? 'public/config.js');
if (!existsSync(configFile)) fail(`--config: there is no ${configFile}.`);
let user: string;
try {
  user = checkUser(values.user ?? userInfo().username);
} catch (error) {
  fail(`--user: ${(error as Error).message}`);
}

const team = await readTeamOptions(values, screensDir);
const tls =
  values['tls-cert'] && values['tls-key'] ? { cert: readFileSync(values['tls-cert']), key: readFileSync(values['tls-key']) } : undefined;

try {
  const server = await startStudioServer({
    port,
    host: values.host,
    token: values.token,
    screensDir,
    distDir,
    user,
    configFile,
    team,
    tls,
    pagesDir: values.pages === undefined ? undefined : resolve(values.pages),
  });
  const address = `${server.url}${STUDIO_PAGE}${values.token ? `?token=${encodeURIComponent(values.token)}` : ''}`;
  console.log(`Screen studio: ${address}`);
  if (team) {
    console.log(`Team mode: people sign in with the accounts of ${team.dir} (npm run studio:accounts -- list); audit log there too.`);
    console.log(
      team.repository
        ? `Each save is a commit in ${team.repository}, by the person who saved.`
        : 'WARNING: --no-commit: saves are not committed to git. The studio keeps no history of who changed what in the screens, and nothing can be taken back from it.',
    );
    if (team.push)
      console.log(`Each commit is copied to ${withoutCredentials(team.push.remote)} in the background; the admin page shows how it goes.`);
    else if (team.repository) console.log('The history stays on this machine: add --git-push REMOTE to copy each commit to the Git host.');
    if (team.sso)
      console.log(
        `Single sign-on with ${team.sso.issuer} (the "${team.sso.claim}" claim names the account); its redirect URI: ${team.origin ?? server.url}${SSO_CALLBACK}`,
      );
  }
  console.log(
    `Editing ${screensDir} as ${team ? 'each signed-in person' : user}; the demo back end answers the preview's calls; the app and the preview read ${configFile}.`,
  );
  console.log(
    values.pages === undefined
      ? "The studio's pages are served from source (two Vites): a deployment builds them with npm run studio:build and serves them with --pages studio-dist."
      : `The studio's pages are the built ones in ${resolve(values.pages)}.`,
  );
  if (!existsSync(resolve(distDir, 'index.html'))) console.log(`No built app in ${distDir}: run \`npm run build\` before publishing.`);
  else console.log(`Publish writes to ${resolve(distDir, 'screens')}; the app is at ${server.url}/`);
  const stop = () => void server.close().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  fail(`The studio could not start: ${(error as Error).message}`);
}
