// The command-line start shared by the repo's commands: options read with node:util's parseArgs,
// `--help` prints the usage, a wrong option or a failed check prints its message and exits 1.
import { parseArgs, type ParseArgsConfig } from 'node:util';

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The command's options; exits with the usage on `--help` or on an option it does not know. */
export function readOptions<const Options extends NonNullable<ParseArgsConfig['options']>>(options: Options, usage: string) {
  if (process.argv.slice(2).includes('--help')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs({ options }).values;
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${usage}`);
  }
}
