// The messages between the studio page and its preview frames (same origin, checked on both sides).
import type { Messages as MessagesFile, Screen } from '@borrower/engine/schema-types';

/** The phones the preview shows a screen on (CSS pixels). */
export const PHONE_SIZES = { '375x812': { width: 375, height: 812 }, '320x568': { width: 320, height: 568 } } as const;
export type PhoneSize = keyof typeof PHONE_SIZES;

export interface PreviewScreens {
  /** Every screen by id, the edited one as last checked good: navigation inside the preview works. */
  screens: Record<string, { screen: Screen; messages: MessagesFile }>;
  shared: MessagesFile;
  /** The Markdown pages as edited (by name without .md, e.g. 'about-us', 'about-us.fil'). */
  pages?: Record<string, string>;
}

export type ToPreview =
  /** Show `route` (a screen id) with `query` (session and scenario), in `locale`. */
  | ({ type: 'studio:show'; route: string; query: string; locale: 'en' | 'fil'; revision: number } & PreviewScreens)
  /** New content; the preview stays where the user tapped to. */
  | ({ type: 'studio:update'; revision: number } & PreviewScreens)
  /** The blocks to highlight (the preview's pointers) and whether a tap picks a block instead of pressing it. */
  | { type: 'studio:inspect'; highlight: string[]; selecting: boolean; pausePopups?: boolean };

/** What the preview shows of a block tapped or hovered in select mode: its text and the values it reads (personal numbers masked). */
export interface PreviewLook {
  /** The block's text as shown (at most 160 characters). */
  text: string;
  /** The value of each variable the block reads now (data.loan.telephone, config.servicePhone…): text, a number, or a list's length. */
  values: Record<string, string | number | boolean | null>;
}

export type FromPreview =
  | { type: 'studio:ready' }
  /** The screen of `revision` is on screen (painted). */
  | { type: 'studio:painted'; revision: number; path: string }
  | { type: 'studio:state'; state: InspectedState }
  /** In select mode, the block tapped (its pointer in the screen the preview runs). */
  | { type: 'studio:pick'; pointer: string; look?: PreviewLook }
  /** In select mode, the block under the pointer (none when it leaves the blocks). */
  | { type: 'studio:hover'; pointer?: string; look?: PreviewLook };

/** One form of the shown screen, read through the runtime (values of personal numbers masked). */
export interface InspectedForm {
  values: Record<string, unknown>;
  errors: Record<string, string>;
  dirty: boolean;
  dirtyFields: string[];
  touchedFields: string[];
}

/** The shown screen's state for the studio's state panel (session values and personal numbers masked). */
export interface InspectedState {
  screen: string;
  status: string;
  vars: Record<string, unknown>;
  forms: Record<string, InspectedForm>;
}

export const isStudioMessage = (data: unknown): data is { type: string } =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { type?: unknown }).type === 'string' &&
  (data as { type: string }).type.startsWith('studio:');
