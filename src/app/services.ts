import { isEmailAddress } from '@borrower/engine/core/email-address.ts';
import type { EngineApi, EngineBridge, EngineServices, NavigateTarget, OptionSources } from '@borrower/engine/core/services.ts';
import { toPhoneNumber } from '@borrower/engine/core/url-policy.ts';

import type { BridgeActionName } from '../shared/app-names.ts';
import { BRIDGE_PAYLOAD_FIELDS } from './bridge/bridge.ts';
import type { AppConfig } from './config.ts';
import { loadContent, peekContent } from './content-files.ts';
import { formatDate, formatMoney, formatNumber } from './format/formats.ts';
import type { Messages } from './messages/create-messages.ts';
import { appOptionSources } from './option-sources/index.ts';
import { getStorage, readStorage, toPageEnv, toPageQuery } from './page-scope.ts';
import { type RouteTable, toRoutePath } from './routes.ts';
import { createAppUrlPolicy, type UrlVerdict } from './security/url-policy.ts';
import {
  hasSessionSecret,
  isCarriedKey,
  maskSessionValues,
  redactSession,
  replaceSession,
  type Session,
  toQueryString,
  withSessionQuery,
} from './session/session.ts';
import { type ToastStore, toastStore } from './ui/toast-store.ts';

/**
 * The app address of a route name or path with its query, carrying the session parameters
 * (CONTRACTS §3); undefined for an unknown route.
 */
export function toAppHref(target: NavigateTarget, session: Session, routes: RouteTable): string | undefined {
  const path = toRoutePath(routes, target.route);
  if (!path) return undefined;
  const query = toQueryString(withSessionQuery(target.query ?? {}, session));
  return `${path}${query ? `?${query}` : ''}`;
}

export interface ServicesDeps {
  navigate: (target: NavigateTarget) => void;
  /** The app's routes, from the screens manifest in force. */
  routes: RouteTable;
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
  /** Option lists pickers load by name; default: the app's (src/app/option-sources/). */
  optionSources?: OptionSources;
}

/** The app services the engine runs on (engine/core/services.ts), built once by the shell. */
export function createServices(deps: ServicesDeps): EngineServices {
  const { config, messages } = deps;
  let replacedSession: Session | undefined;
  const currentSession = (): Session => deps.getSession?.() ?? replacedSession ?? deps.session;
  const win = deps.win ?? window;
  const toast = deps.toast ?? toastStore;
  const leavePage =
    deps.leavePage ?? ((href: string, replace: boolean) => (replace ? win.location.replace(href) : win.location.assign(href)));

  const policy = createAppUrlPolicy({ config, session: currentSession(), pageHref: win.location.href });
  const loggedRefusals = new Set<string>();

  /** A refused URL or number: the borrower is told, the log says why (never with session values), nothing leaves the page. */
  function refuse(where: string, verdict: Extract<UrlVerdict, { ok: false }>, messageKey = 'engine.urlRefused', tell = true): void {
    if (tell) toast.show(messages.t(messageKey));
    const text = `${where} refused: ${verdict.reason}${verdict.host ? ` (host "${verdict.host}")` : ''}.`;
    // An image or frame renders again and again; one line per reason is enough.
    if (!tell && loggedRefusals.has(text)) return;
    loggedRefusals.add(text);
    console.warn(redactSession(text, currentSession()));
  }

  /** The payload with the fields the native side opens or dials (CONTRACTS §4) checked; `ok: false` when one fails. */
  function toSafeBridgePayload(action: string, payload: unknown): { ok: true; payload: unknown } | { ok: false } {
    const fields = Object.hasOwn(BRIDGE_PAYLOAD_FIELDS, action) ? BRIDGE_PAYLOAD_FIELDS[action as BridgeActionName] : undefined;
    if (!fields) return { ok: true, payload };
    const checked: Record<string, unknown> =
      typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? { ...payload } : {};
    for (const [field, kind] of Object.entries(fields)) {
      if (kind === 'phone') {
        const phone = toPhoneNumber(checked[field]);
        if (!phone) {
          refuse(
            `Bridge "${action}"`,
            { ok: false, reason: `${field} is not a phone number (digits, +, spaces, dashes and brackets only)` },
            'engine.phoneRefused',
          );
          return { ok: false };
        }
        checked[field] = phone;
      } else {
        const verdict = policy.toRedirect(checked[field], {}, 'nativePage');
        if (!verdict.ok) {
          refuse(`Bridge "${action}" ${field}`, verdict);
          return { ok: false };
        }
        checked[field] = verdict.href;
      }
    }
    return { ok: true, payload: checked };
  }

  const bridge: EngineBridge = {
    send(action, payload) {
      const checked = toSafeBridgePayload(action, payload);
      if (checked.ok) deps.bridge.send(action, checked.payload);
    },
    subscribe: (event, handler) => deps.bridge.subscribe(event, handler),
  };

  return {
    api: deps.api,
    navigate: deps.navigate,
    bridge,
    messages,
    toast: { show: (text, durationMs) => toast.show(text, durationMs) },

    openUrl(url, options = {}) {
      const verdict = policy.toRedirect(url, { appendSession: options.appendSession, extraQuery: options.query });
      if (!verdict.ok) {
        refuse('openUrl', verdict);
        return false;
      }
      leavePage(verdict.href, Boolean(options.replace));
      return true;
    },

    toSafeUrl(url, sink) {
      // A page opened in a frame is a visit of its own: a first-party one carries the borrower's
      // session (the identity parameters the URL names are replaced, the missing ones added), so a
      // server URL can never make the framed app call the API as someone else.
      const verdict =
        sink === 'navigation'
          ? policy.toRedirect(url)
          : sink === 'frame'
            ? policy.toRedirect(url, { appendSession: true }, 'frame')
            : policy.check(url, sink);
      if (verdict.ok) return verdict.href;
      // An absent image is ordinary (a product without a logo); only a refused value is logged.
      if (url !== undefined && url !== null && url !== '') refuse(`A ${sink} address`, verdict, undefined, false);
      return undefined;
    },

    // A mailto: to one checked address, or the native app's configured scheme; checked again here.
    openExternal(href) {
      if (/^mailto:/i.test(href)) {
        const [address] = href.slice('mailto:'.length).split('?');
        if (!isEmailAddress(address)) return false;
      } else {
        const verdict = policy.check(href, 'nativePage');
        if (!verdict.ok || verdict.kind !== 'app') {
          if (!verdict.ok) refuse('openExternal', verdict, undefined, false);
          return false;
        }
      }
      leavePage(href, false);
      return true;
    },

    toHref: (target) => toAppHref(target, currentSession(), deps.routes),

    content: { load: (name) => loadContent(name, messages.locale), peek: (name) => peekContent(name, messages.locale) },

    options: deps.optionSources ?? appOptionSources,

    env: toPageEnv(win),

    storage: {
      get: (area, key) => readStorage(win, area, key),
      set(area, key, value, options) {
        // CONTRACTS §5: session parameters are never written to storage; maskSession masks them in the value first.
        const session = currentSession();
        const text = options?.maskSession ? maskSessionText(value, session) : value;
        if (isCarriedKey(key) || hasSessionSecret(text, session)) {
          console.warn(`storage.set("${key}") refused: the value would store a session parameter.`);
          return false;
        }
        const storage = getStorage(win, area);
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
          getStorage(win, area)?.removeItem(key);
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
      number: (value) => formatNumber(value, config.locale),
    },

    get query() {
      return toPageQuery(win, currentSession());
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
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the only copy that works where the Clipboard API is missing (older webviews, plain http).
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
