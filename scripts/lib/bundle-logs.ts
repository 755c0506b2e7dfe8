// What the client builds (the borrower app's, vite.config.ts; the studio's pages,
// studio/server/pages/vite-shared.ts) leave out of rolldown's log.
import type { BuildOptions } from 'vite';

type OnLog = NonNullable<NonNullable<BuildOptions['rolldownOptions']>['onLog']>;

/** Every log but libraries' "use client" markers, which mean nothing in a client-only bundle. */
export const onClientBundleLog: OnLog = (level, log, handler) => {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
  handler(level, log);
};
