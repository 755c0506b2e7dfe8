// The processor time a command's processes take, as bash counts it, so that `npm test`'s summary
// says where the machine's time went, not only how long each stage waited.

/**
 * bash's arguments to run `command` and then write its children's processor time (the `times`
 * builtin: user and system time of every process it waited for, theirs included) to file
 * descriptor 3, keeping the command's exit status. The command runs in a subshell, so that one
 * which calls `exit` still has its time written.
 */
export const withTimes = (command: string): string[] => ['-c', `(\n${command}\n)\nstatus=$?\ntimes >&3\nexit $status`];

/** The children's line of bash's `times` ("1m2.345s 0m5.678s"): user plus system seconds. */
export function childSeconds(times: string): number | undefined {
  const line = times.trim().split('\n')[1];
  const parts = line ? [...line.matchAll(/(\d+)m([\d.]+)s/g)] : [];
  if (parts.length !== 2) return undefined;
  return parts.reduce((sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds), 0);
}
