import { en } from './en';
import { fil } from './fil';

export type MessageLocale = 'en' | 'fil';

export type MessageCatalog = Record<string, string>;

/** More entries per locale (e.g. the lead's screen-specific catalog); they win over the base catalogs. */
export type ExtraCatalogs = Partial<Record<MessageLocale, MessageCatalog>>;

export interface Messages {
  readonly locale: MessageLocale;
  /** The text for `key` with `{name}` placeholders filled from `args`; English when the locale lacks it, the key itself when no catalog has it. */
  t(key: string, args?: Record<string, unknown>): string;
  has(key: string): boolean;
}

export const catalogs: Readonly<Record<MessageLocale, MessageCatalog>> = { en, fil };

/** `?lang=en|fil` wins; otherwise a `fil*` config locale means Filipino; otherwise English. */
export function toMessageLocale(search: string, configLocale: string): MessageLocale {
  const requested = new URLSearchParams(search).get('lang')?.trim().toLowerCase();
  if (requested === 'en' || requested === 'fil') return requested;
  return configLocale.trim().toLowerCase().startsWith('fil') ? 'fil' : 'en';
}

export function createMessages(locale: MessageLocale, extra: ExtraCatalogs = {}): Messages {
  const english: MessageCatalog = { ...en, ...extra.en };
  const localised: MessageCatalog = locale === 'en' ? english : { ...catalogs[locale], ...extra[locale] };

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
