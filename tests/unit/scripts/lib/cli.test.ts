import { afterEach, describe, expect, it, vi } from 'vitest';

import { readOptions } from '../../../../scripts/lib/cli.ts';

const USAGE = 'Usage: tool --out DIR';
const argvBefore = process.argv;

function run(args: string[]) {
  process.argv = ['node', 'tool', ...args];
  const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`);
  });
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  let result: unknown;
  try {
    result = readOptions({ out: { type: 'string' }, list: { type: 'boolean' } }, USAGE);
  } catch (thrown) {
    result = (thrown as Error).message;
  }
  return { result, exit, printed: log.mock.calls.flat().join('\n'), errors: error.mock.calls.flat().join('\n') };
}

afterEach(() => {
  process.argv = argvBefore;
  vi.restoreAllMocks();
});

describe('readOptions', () => {
  it('returns the options given', () => {
    const { result, exit } = run(['--out', 'dist', '--list']);
    expect(result).toEqual({ out: 'dist', list: true });
    expect(exit).not.toHaveBeenCalled();
  });

  it('prints the usage and exits 0 on --help', () => {
    const { result, printed } = run(['--out', 'dist', '--help']);
    expect(result).toBe('exit 0');
    expect(printed).toBe(USAGE);
  });

  it('names an unknown option, prints the usage and exits 1', () => {
    const { result, errors } = run(['--outt', 'dist']);
    expect(result).toBe('exit 1');
    expect(errors).toContain("Unknown option '--outt'");
    expect(errors).toContain(USAGE);
  });
});
