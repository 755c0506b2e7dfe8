// The time a build stamps on what it makes (the screens bundle's version and createdAt), so two
// builds of one commit write the same files: SOURCE_DATE_EPOCH when set (the reproducible-builds
// convention, seconds since 1970), else the time of the checkout's last commit, else now (a copy
// of the sources without git). A stamp that moved with every build changed the route start's chunk,
// which carries the build's manifest, and with it the name of every chunk that imports it: a
// redeploy of the same source cost every borrower's cache all of the app's scripts.
import { execFileSync } from 'node:child_process';

export function sourceDate(cwd: string, env: NodeJS.ProcessEnv = process.env): Date {
  const epoch = env.SOURCE_DATE_EPOCH?.trim();
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000);
  try {
    const committed = execFileSync('git', ['log', '-1', '--format=%ct'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (/^\d+$/.test(committed)) return new Date(Number(committed) * 1000);
  } catch {
    // Not a git checkout, or no git: the build's own time.
  }
  return new Date();
}
