import { loadAppTexts, sharedMessages } from 'virtual:screens-build-texts';

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

/**
 * The shared texts the build shipped (screens/messages.json): in production, only what the app says
 * when nothing can be read (in English); the shared texts come with the screens bundle.
 */
const bundledMessages: MessageLayer = sharedMessages;

/**
 * The app's own texts when no shared texts could be read: a chunk loaded only then (without it,
 * the few English texts the app ships are shown).
 */
export function loadAppTextsFallback(): Promise<MessageLayer> {
  return loadAppTexts().catch(() => ({}));
}

/**
 * The texts of a locale from layers of catalogs, later layers winning: the shipped shared texts,
 * then e.g. the published shared texts and the screen's own.
 */
export function createMessages(locale: MessageLocale, ...layers: MessageLayer[]): Messages {
  const all = [bundledMessages, ...layers];
  const english = mergeCatalogs(all.map((layer) => layer.en));
  const localised = locale === 'en' ? english : mergeCatalogs(all.map((layer) => layer[locale]));

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

/** The catalogs' texts in one, later catalogs winning; each key an own property (a key "__proto__" too). */
function mergeCatalogs(catalogs: (MessageCatalog | undefined)[]): MessageCatalog {
  return Object.fromEntries(catalogs.flatMap((catalog) => Object.entries(catalog ?? {})));
}

/** Each `{name}` with its argument when that is a string, number or boolean; any other value leaves the placeholder. */
function fillPlaceholders(template: string, args: Record<string, unknown> | undefined): string {
  if (!args) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = Object.hasOwn(args, name) ? args[name] : undefined;
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : placeholder;
  });
}
