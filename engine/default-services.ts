// Services for an app that embeds the engine: each one an app must give is asked for (the API),
// the rest have the defaults a plain web page would want, and any of them may be given instead.
// The borrower app builds all of its own (src/app/services.ts) and does not load this module.
import { ENGINE_TEXTS, type EngineLanguage } from './core/engine-texts.ts';
import type { EngineServices, NavigateTarget, StorageArea } from './core/services.ts';
import { createUrlPolicy } from './core/url-policy.ts';

export interface EngineServicesOptions extends Partial<Omit<EngineServices, 'messages'>> {
  /** The app's API: how a screen's endpoints are called. The one service without a default. */
  api: EngineServices['api'];
  /** The language of the engine's own texts and of `messages` (default 'en'). */
  language?: EngineLanguage;
  /**
   * The app's texts by language, over the engine's own (ENGINE_TEXTS): a screen's `{ "msg": key }`
   * and any `engine.*` text the app words differently.
   */
  messages?: Partial<Record<EngineLanguage, Record<string, string>>>;
  /** Hosts besides the page's own that links and frames may open over https (the URL policy). */
  allowedHosts?: readonly string[];
}

/**
 * Engine services with defaults: the engine's texts in English and Filipino (overridable), the
 * page's storage, timers, clipboard and console, the URL policy with the page's own origin, a bridge
 * that dispatches an `appbridge` event, peso amounts and dates in en-PH.
 * @example const services = createEngineServices({ api: myApi, language: 'fil', messages: { fil: { title: 'Bayad' } } });
 */
export function createEngineServices(options: EngineServicesOptions): EngineServices {
  const { language = 'en', messages = {}, allowedHosts = [], ...given } = options;
  const texts: Record<string, string> = { ...ENGINE_TEXTS.en, ...messages.en, ...ENGINE_TEXTS[language], ...messages[language] };
  const policy = createUrlPolicy({ pageHref: window.location.href, allowedHosts, appScheme: '' });
  const toSafeUrl: EngineServices['toSafeUrl'] = (url, sink) => {
    const verdict = policy.check(url, sink);
    return verdict.ok ? verdict.href : undefined;
  };
  const toHref = (target: NavigateTarget) =>
    target.route.startsWith('/') ? `${target.route}${target.query ? `?${new URLSearchParams(target.query).toString()}` : ''}` : undefined;
  const areaOf = (area: StorageArea): Storage | undefined => {
    try {
      return area === 'local' ? window.localStorage : window.sessionStorage;
    } catch {
      return undefined; // storage disabled
    }
  };
  const money = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });
  return {
    navigate: (target) => {
      const href = toHref(target);
      if (href === undefined) return;
      if (target.replace) window.location.replace(href);
      else window.location.assign(href);
    },
    openUrl: (url, openOptions) => {
      const href = toSafeUrl(url, 'navigation');
      if (href === undefined) return false;
      if (openOptions?.replace) window.location.replace(href);
      else window.location.assign(href);
      return true;
    },
    toSafeUrl,
    toHref,
    bridge: {
      send: (action, payload) => void window.dispatchEvent(new CustomEvent('appbridge', { detail: { action, payload } })),
      subscribe: () => () => undefined,
    },
    toast: { show: (text) => writeToConsole({ level: 'info', screen: '', pointer: '', message: text }) },
    storage: {
      get: (area, key) => areaOf(area)?.getItem(key) ?? null,
      set: (area, key, value) => {
        try {
          areaOf(area)?.setItem(key, value);
          return areaOf(area) !== undefined;
        } catch {
          return false; // storage full
        }
      },
      remove: (area, key) => areaOf(area)?.removeItem(key),
    },
    clipboard: {
      copy: (text) =>
        navigator.clipboard.writeText(text).then(
          () => true,
          () => false,
        ),
    },
    clock: {
      setTimeout: (run, ms) => {
        const timer = window.setTimeout(run, ms);
        return () => window.clearTimeout(timer);
      },
    },
    messages: {
      t: (key, args) =>
        (texts[key] ?? key).replace(/\{(\w+)\}/g, (placeholder, name: string) => {
          const value = args?.[name];
          return typeof value === 'string' || typeof value === 'number' ? String(value) : placeholder;
        }),
      has: (key) => Object.hasOwn(texts, key),
    },
    format: {
      money: (value, unit = 'cents') => {
        const amount = Number(value);
        if (!Number.isFinite(amount)) return toPlainText(value);
        return money.format(unit === 'cents' && Number.isInteger(amount) ? amount / 100 : amount);
      },
      date: (value, withTime) => {
        const date = new Date(value as string | number);
        if (Number.isNaN(date.getTime())) return toPlainText(value);
        return withTime ? date.toLocaleString('en-PH') : date.toLocaleDateString('en-PH');
      },
      number: (value) => (typeof value === 'number' ? value.toLocaleString('en-PH', { maximumFractionDigits: 3 }) : toPlainText(value)),
    },
    query: Object.fromEntries(new URLSearchParams(window.location.search)),
    config: {},
    env: {},
    isDevelopment: false,
    log: writeToConsole,
    ...given,
  };
}

const toPlainText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The default log and toast: the browser's console, where a developer embedding the engine looks first. */
function writeToConsole(entry: Parameters<EngineServices['log']>[0]): void {
  // eslint-disable-next-line no-console -- an embedding app without a logger of its own: the console is its log.
  console[entry.level](`[engine] ${entry.screen}${entry.pointer}: ${entry.message}`);
}
