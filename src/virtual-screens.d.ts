// The screens bundle the build ships (scripts/vite-plugin-screens.ts).
declare module 'virtual:screens-build' {
  import type { Messages, ScreensManifest } from '../engine/generated/schema-types.ts';
  export const buildManifest: ScreensManifest;
  export const sharedMessages: Messages;
}
