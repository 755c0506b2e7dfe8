// The screens bundle the build ships (scripts/vite-plugin-screens.ts): its manifest, and apart
// (only the app's main chunk needs them) the shared texts the app ships.
declare module 'virtual:screens-build' {
  import type { ScreensManifest } from '../engine/generated/schema-types.ts';
  export const buildManifest: ScreensManifest;
}
declare module 'virtual:screens-build-texts' {
  import type { Messages } from '../engine/generated/schema-types.ts';
  export const sharedMessages: Messages;
}
