// `npm run studio:accounts -- <command>`: the team studio's local accounts (docs/team-studio.md).
//   add NAME --roles editor,reviewer [--display-name "Maria Santos"]   a new account; asks its password
//   reset NAME                                                         a new password; ends its sessions
//   disable NAME | enable NAME                                         ends its sessions / lets it sign in again
//   roles NAME editor,publisher                                        its roles from now on
//   list                                                               every account, its roles and state
//   --team-dir DIR                                                     default .studio/team
// A password is asked at the terminal (not shown) or read from the first line of stdin, never taken
// from the command line, which other users of the machine see in `ps`. It is temporary: the person
// chooses their own at first sign-in in the studio.
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { fail } from '../../../scripts/lib/cli.ts';
import { createAccountChanges } from './account-changes.ts';
import { createAccounts } from './accounts.ts';
import { createAuditLog } from './audit-log.ts';
import { DEFAULT_TEAM_DIR } from './files.ts';
import { checkNewPassword } from './passwords.ts';
import { parseRoles, ROLES } from './roles.ts';

const USAGE = `Usage: npm run studio:accounts -- <command> [--team-dir ${DEFAULT_TEAM_DIR}]
  add NAME --roles ROLE[,ROLE] [--display-name "Full Name"]
  reset NAME | disable NAME | enable NAME
  roles NAME ROLE[,ROLE]
  list
Roles: ${ROLES.join(', ')}. The password is asked (or read from stdin), never given on the command line;
it is temporary: the person chooses their own at first sign-in.`;

function readHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(question);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((done) => {
    let value = '';
    const onData = (text: string) => {
      for (const character of text) {
        if (character === '\u0003') {
          input.setRawMode(false);
          process.stdout.write('\n');
          process.exit(130);
        } else if (character === '\r' || character === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          done(value);
          return;
        } else if (character === '\u007f' || character === '\b') value = value.slice(0, -1);
        else value += character;
      }
    };
    input.on('data', onData);
  });
}

async function readStdinLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += (chunk as Buffer).toString('utf8');
  return text.split(/\r?\n/)[0] ?? '';
}

async function askPassword(name: string): Promise<string> {
  if (!process.stdin.isTTY) return readStdinLine();
  const password = await readHidden(`Temporary password for ${name} (at least 12 characters; they choose their own at first sign-in): `);
  const problem = await checkNewPassword(password, name);
  if (problem) fail(problem);
  if ((await readHidden('The same password again: ')) !== password) fail('The two passwords differ: nothing changed.');
  return password;
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        'team-dir': { type: 'string' },
        roles: { type: 'string' },
        'display-name': { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`);
  }
})();
if (values.help || positionals.length === 0) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 1);
}
const [command, name, extra] = positionals;
const teamDir = resolve(values['team-dir'] ?? DEFAULT_TEAM_DIR);
const accounts = createAccounts(teamDir);
const changes = createAccountChanges(accounts, createAuditLog(teamDir));
const by = { who: `cli:${userInfo().username}`, from: 'command line' };
const needName = () => name ?? fail(`Name the account: npm run studio:accounts -- ${command} NAME`);

try {
  switch (command) {
    case 'list': {
      const all = accounts.list();
      if (all.length === 0) console.log(`No accounts in ${teamDir} yet.`);
      for (const account of all)
        console.log(`${account.name}\t${account.displayName}\t${account.roles.join(',')}\t${account.disabled ? 'disabled' : 'active'}`);
      break;
    }
    case 'add': {
      const account = needName();
      const roles = parseRoles(values.roles ?? fail('Give the roles: --roles editor,reviewer'));
      const added = await changes.add(by, account, await askPassword(account), roles, values['display-name'] ?? account);
      console.log(`Added ${added.name} (${added.roles.join(', ')}).`);
      console.log('They choose their own password when they first sign in.');
      break;
    }
    case 'reset': {
      const account = needName();
      changes.existing(account);
      await changes.reset(by, account, await askPassword(account));
      console.log(`New password for ${account}; its sessions are over. They choose their own when they next sign in.`);
      break;
    }
    case 'disable':
    case 'enable': {
      const changed = changes.setDisabled(by, needName(), command === 'disable');
      console.log(`${changed.name} is ${command}d${command === 'disable' ? '; its sessions are over' : ''}.`);
      break;
    }
    case 'roles': {
      const changed = changes.setRoles(
        by,
        needName(),
        parseRoles(extra ?? values.roles ?? fail('Give the roles: roles NAME editor,publisher')),
      );
      console.log(`${changed.name}: ${changed.roles.join(', ')}.`);
      break;
    }
    default:
      fail(`Unknown command "${command}".\n\n${USAGE}`);
  }
} catch (error) {
  fail((error as Error).message);
}
