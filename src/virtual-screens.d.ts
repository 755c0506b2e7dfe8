// The screens bundle the build ships (scripts/vite-plugin-screens.ts).
declare module 'virtual:screens-build' {
  import type { Messages, ScreensManifest } from '../engine/generated/schema-types.ts';
  export const buildManifest: ScreensManifest;
  export const sharedMessages: Messages;
  /** The app's own texts in the languages other than English, for when no shared texts can be read (production: a chunk of their own). */
  export function loadOtherAppTexts(): Promise<Partial<Messages>>;
}
