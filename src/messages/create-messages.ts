import { loadOtherAppTexts, sharedMessages } from 'virtual:screens-build-texts';

export type MessageLocale = 'en' | 'fil';

type MessageCatalog = Record<string, string>;

/** Texts per locale, as in a messages.json file (screens/messages.json, screens/<name>/messages.json). */
export type MessageLayer = Partial<Record<MessageLocale, MessageCatalog>>;

export interface Messages {
  readonly locale: MessageLocale;
  /** The text for `key` with `{name}` placeholders filled from `args`; English when the locale lacks it, the key itself when no catalog has it. */
  t: (key: string, args?: Record<string, unknown>) => string;
  has: (key: string) => boolean;
}

/** The shared texts the build shipped (screens/messages.json): the app's own texts, in English, are there before any screen loads. */
const bundledMessages: MessageLayer = sharedMessages;

/**
 * The app's own texts in `locale` when no shared texts could be read: English ships with the app,
 * another language is a chunk loaded only then (without it, English is shown).
 */
export function loadAppTextsFallback(locale: MessageLocale): Promise<MessageLayer> {
  return locale === 'en' ? Promise.resolve({}) : loadOtherAppTexts().catch(() => ({}));
}

/**
 * The texts of a locale from layers of catalogs, later layers winning: the shipped shared texts,
 * then e.g. the published shared texts and the screen's own.
 */
export function createMessages(locale: MessageLocale, ...layers: MessageLayer[]): Messages {
  const all = [bundledMessages, ...layers];
  const english: MessageCatalog = Object.assign({}, ...all.map((layer) => layer.en));
  const localised: MessageCatalog = locale === 'en' ? english : Object.assign({}, ...all.map((layer) => layer[locale]));

  function lookup(key: string): string | undefined {
    if (Object.hasOwn(localised, key)) return localised[key];
    if (Object.hasOwn(english, key)) return english[key];
    return undefined;
  }

  return {
    locale,
    t(key, args) {
      const template = lookup(key);
      if (template === undefined) return key;
      return fillPlaceholders(template, args);
    },
    has(key) {
      return lookup(key) !== undefined;
    },
  };
}

function fillPlaceholders(template: string, args: Record<string, unknown> | undefined): string {
  if (!args) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(args, name) && args[name] !== undefined && args[name] !== null ? String(args[name]) : placeholder,
  );
}
