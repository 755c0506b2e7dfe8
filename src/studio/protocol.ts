// The messages between the studio page and its preview frames (same origin, checked on both sides).
import type { Messages as MessagesFile, Screen } from '../../engine/generated/schema-types.ts';

export interface PreviewScreens {
  /** Every screen by id, the edited one as last checked good: navigation inside the preview works. */
  screens: Record<string, { screen: Screen; messages: MessagesFile }>;
  shared: MessagesFile;
}

export type ToPreview =
  /** Show `route` (a screen id) with `query` (session and scenario), in `locale`. */
  | ({ type: 'studio:show'; route: string; query: string; locale: 'en' | 'fil'; revision: number } & PreviewScreens)
  /** New content; the preview stays where the user tapped to. */
  | ({ type: 'studio:update'; revision: number } & PreviewScreens);

export type FromPreview =
  | { type: 'studio:ready' }
  /** The screen of `revision` is on screen (painted). */
  | { type: 'studio:painted'; revision: number; path: string }
  | { type: 'studio:state'; state: unknown };

export const isStudioMessage = (data: unknown): data is { type: string } =>
  typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string' && (data as { type: string }).type.startsWith('studio:');
