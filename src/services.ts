import type { EngineApi, EngineBridge, EngineServices, NavigateTarget, StorageArea } from '../engine/core/services';
import { isExternalHref } from '../engine/core/external-links';
import { detectInAppBrowser } from './bridge/detect-in-app-browser';
import type { AppConfig } from './config';
import { loadContent } from './content-files';
import { formatDate } from './format/format-date';
import { formatMoney } from './format/format-money';
import type { Messages } from './messages/create-messages';
import { toRedirectUrl, toSafeUrl } from './security/url-policy';
import { toRoutePath } from './routes';
import { hasSessionSecret, isCarriedKey, maskSessionValues, redactSession, replaceSession, toQueryString, withSessionQuery, type Session } from './session/session';
import { toastStore, type ToastStore } from './ui/toast-store';

/**
 * The app address of a route name or path with its query, carrying the session parameters
 * (CONTRACTS §3); undefined for an unknown route.
 */
export function toAppHref(target: NavigateTarget, session: Session): string | undefined {
  const path = toRoutePath(target.route);
  if (!path) return undefined;
  const query = toQueryString(withSessionQuery(target.query ?? {}, session));
  return `${path}${query ? `?${query}` : ''}`;
}

export interface ServicesDeps {
  navigate: (target: NavigateTarget) => void;
  config: AppConfig;
  session: Session;
  /** The visit's current session (it changes only through setSession); default: `session`. */
  getSession?: () => Session;
  messages: Messages;
  bridge: EngineBridge;
  api: EngineApi;
  win?: Window;
  toast?: Pick<ToastStore, 'show'>;
  isDevelopment?: boolean;
  /** How the page is left for another address; tests record it instead (jsdom cannot navigate). */
  leavePage?: (href: string, replace: boolean) => void;
}

/** The app services the engine runs on (engine/core/services.ts), built once by the shell. */
export function createServices(deps: ServicesDeps): EngineServices {
  const { config, messages } = deps;
  let replacedSession: Session | undefined;
  const currentSession = (): Session => deps.getSession?.() ?? replacedSession ?? deps.session;
  const win = deps.win ?? window;
  const toast = deps.toast ?? toastStore;
  const leavePage = deps.leavePage ?? ((href: string, replace: boolean) => (replace ? win.location.replace(href) : win.location.assign(href)));

  function getStorage(area: StorageArea): Storage | undefined {
    try {
      return area === 'local' ? win.localStorage : win.sessionStorage;
    } catch {
      // Some webviews throw on access when storage is disabled.
      return undefined;
    }
  }

  return {
    api: deps.api,
    navigate: deps.navigate,
    bridge: deps.bridge,
    messages,
    toast: { show: (text, durationMs) => toast.show(text, durationMs) },

    openUrl(url, options = {}) {
      const target = toRedirectUrl(url, {
        // Session parameters go only to trusted hosts; toRedirectUrl enforces that.
        session: options.appendSession ? currentSession() : {},
        trustedHosts: config.trustedHosts,
        extraQuery: options.query,
        base: win.location.href,
      });
      if (!target) {
        toast.show(messages.t('engine.urlRefused'));
        console.warn('openUrl refused a URL that is not http(s) or carries credentials.');
        return false;
      }
      leavePage(target, Boolean(options.replace));
      return true;
    },

    toSafeUrl: (url) => toSafeUrl(url, win.location.href),

    // A mailto: or the native app's scheme, built and checked by the engine; checked again here.
    openExternal(href) {
      if (!isExternalHref(href)) return false;
      leavePage(href, false);
      return true;
    },

    toHref: (target) => toAppHref(target, currentSession()),

    content: { load: (name) => loadContent(name, messages.locale) },

    // SPEC §1: a chat app's built-in browser gets a hint to open the page in the system browser.
    env: { inAppBrowser: detectInAppBrowser(win.navigator?.userAgent ?? '') },

    storage: {
      get(area, key) {
        try {
          return getStorage(area)?.getItem(key) ?? null;
        } catch {
          return null;
        }
      },
      set(area, key, value, options) {
        // CONTRACTS §5: session parameters are never written to storage; maskSession masks them in the value first.
        const session = currentSession();
        const text = options?.maskSession ? maskSessionText(value, session) : value;
        if (isCarriedKey(key) || hasSessionSecret(text, session)) {
          console.warn(`storage.set("${key}") refused: the value would store a session parameter.`);
          return false;
        }
        const storage = getStorage(area);
        if (!storage) return false;
        try {
          storage.setItem(key, text);
          return true;
        } catch {
          console.warn(`storage.set("${key}") failed: storage is full or disabled.`);
          return false;
        }
      },
      remove(area, key) {
        try {
          getStorage(area)?.removeItem(key);
        } catch {
          // Nothing to remove when storage is unavailable.
        }
      },
    },

    clipboard: { copy: (text) => copyText(win, text) },

    clock: {
      setTimeout(run, ms) {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
    },

    format: {
      money: (value, unit) => formatMoney(value, { currencyFlag: config.currencyFlag, locale: config.locale, unit }),
      date: (value, withTime) => formatDate(value, withTime),
    },

    get query() {
      return withSessionQuery(Object.fromEntries(new URLSearchParams(win.location.search)), currentSession());
    },

    config: config as unknown as Record<string, unknown>,

    setSession(values) {
      replacedSession = replaceSession(values);
    },
    isDevelopment: deps.isDevelopment ?? import.meta.env.DEV,

    log(entry) {
      const safeEntry = redactSession(entry, currentSession());
      if (entry.level === 'error') console.error(safeEntry);
      else if (entry.level === 'warn') console.warn(safeEntry);
      else console.info(safeEntry);
    },
  };
}

async function copyText(win: Window, text: string): Promise<boolean> {
  const clipboard = win.navigator.clipboard as Clipboard | undefined;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Webviews often deny the async clipboard; the textarea route below still works there.
    }
  }
  return copyWithTextarea(win.document, text);
}

function copyWithTextarea(document: Document, text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.top = '0';
  textarea.style.left = '-9999px';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  try {
    textarea.select();
    textarea.setSelectionRange(0, text.length);
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
  }
}

/** A stored value (JSON or text) with the session's identifying values masked (CONTRACTS §5). */
function maskSessionText(value: string, session: Session): string {
  try {
    return JSON.stringify(maskSessionValues(JSON.parse(value) as unknown, session));
  } catch {
    return maskSessionValues(value, session);
  }
}
