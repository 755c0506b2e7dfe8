import type { UrlSink } from './url-policy.ts';

// What the engine needs from the app around it. The app shell (src/) builds one of these;
// tests pass fakes. The engine never imports axios, window.location or the router.

export type StorageArea = 'local' | 'session';

/** Why a call failed: the server said no, the network failed, or the reply broke its schema. */
type ApiFailureKind = 'server' | 'network' | 'timeout' | 'invalid-reply' | 'unknown-endpoint';

export type ApiResult =
  { ok: true; data: unknown; code?: unknown; message?: string } | { ok: false; kind: ApiFailureKind; code?: unknown; message?: string };

export interface CallOptions {
  /** Text for the loading overlay while the call runs (SPEC §8); no overlay when absent. */
  loadingText?: string;
}

interface UploadOptions extends CallOptions {
  /** Called as the request body goes out: bytes sent and the body's total size. */
  onProgress?: (sent: number, total: number) => void;
  /** Aborting it cancels the upload (it settles as a network failure). */
  signal?: AbortSignal;
}

export interface EngineApi {
  /** Calls a declared endpoint by name. Never rejects: failures settle as `{ ok: false }`. */
  call: (endpoint: string, params: Record<string, unknown>, options?: CallOptions) => Promise<ApiResult>;
  /** Multipart upload of one file to a declared endpoint. Never rejects. */
  upload: (endpoint: string, field: string, file: Blob, options?: UploadOptions) => Promise<ApiResult>;
  /**
   * The reply of this call when it is in already (sent before the screen ran, and checked), so the
   * screen starts with its data instead of rendering its loading state first; undefined when none
   * is in. `take` hands it over: the reply is the call's, as `call` would have returned it, and is
   * never handed again. Optional: without it, every call goes through `call`.
   */
  settledReply?: (endpoint: string, params: Record<string, unknown>, take: boolean) => ApiResult | undefined;
}

export interface NavigateTarget {
  /** A route name of the app (e.g. "loanDetail") or an app path ("/hasOf"). */
  route: string;
  query?: Record<string, string>;
  replace?: boolean;
}

interface OpenUrlOptions {
  replace?: boolean;
  /** Append the session parameters; the shell does so only for trusted hosts. */
  appendSession?: boolean;
  query?: Record<string, string>;
}

export interface BridgeMessage {
  event: string;
  data?: unknown;
}

export interface EngineBridge {
  /** The app's services check the URLs and phone numbers of a payload before it reaches the native side. */
  send: (action: string, payload?: unknown) => void;
  /** Native-to-web events (`back`, `location`, `contact`). Returns an unsubscribe function. */
  subscribe: (event: string, handler: (data: unknown) => void) => () => void;
}

interface LogEntry {
  level: 'info' | 'warn' | 'error';
  screen: string;
  pointer: string;
  message: string;
}

/** One option of a list the app provides by name (a field's `optionsFrom`). */
export interface SourcedOption {
  label: string;
  value: string | number;
}

export interface OptionSources {
  has: (source: string) => boolean;
  /**
   * The options of a named source, fetched on first use (a lazy chunk) and kept for the visit.
   * Rejects when it cannot be loaded (e.g. the chunk failed to download); the next call tries again.
   */
  load: (source: string) => Promise<readonly SourcedOption[]>;
}

export interface EngineServices {
  api: EngineApi;
  navigate: (target: NavigateTarget) => void;
  /** Opens a server-given URL if the URL policy accepts it for navigation; returns false (and tells the user) if not. */
  openUrl: (url: string, options?: OpenUrlOptions) => boolean;
  /**
   * The URL if the app's URL policy (core/url-policy.ts) accepts it for this use, else undefined:
   * `image` for an image, `frame` for an embedded page, `navigation` for a link the borrower follows.
   */
  toSafeUrl: (url: unknown, sink: Exclude<UrlSink, 'nativePage'>) => string | undefined;
  bridge: EngineBridge;
  toast: { show: (text: string, durationMs?: number) => void };
  storage: {
    get: (area: StorageArea, key: string) => string | null;
    /**
     * Writes a value; false when it was not written (storage full or disabled, or the value would
     * store a session parameter). `maskSession` masks the session's identifying values in it first.
     */
    set: (area: StorageArea, key: string, value: string, options?: { maskSession?: boolean }) => boolean;
    remove: (area: StorageArea, key: string) => void;
  };
  clipboard: { copy: (text: string) => Promise<boolean> };
  clock: { setTimeout: (run: () => void, ms: number) => () => void };
  messages: {
    /** The catalog text for a key; `{name}` placeholders filled from args. */
    t: (key: string, args?: Record<string, unknown>) => string;
    has: (key: string) => boolean;
  };
  format: {
    /** An amount as text; `unit` says how a bare whole number is read ('cents' when absent). See text.schema.json ValueText.unit. */
    money: (value: unknown, unit?: 'cents' | 'pesos') => string;
    date: (value: unknown, withTime?: boolean) => string;
    /** A number with the locale's grouping, at most 3 decimals (1,234.5); any other value as its text. */
    number: (value: unknown) => string;
  };
  /** The current route's query, session parameters included. */
  query: Record<string, string>;
  config: Record<string, unknown>;
  /** Facts about where the page runs, read as env.<key> (e.g. inAppBrowser: 'facebook' or null). */
  env?: Record<string, unknown>;
  /** The text of a content file the app ships (content/<name>.md); undefined when there is none. */
  content?: {
    load: (name: string) => Promise<string | undefined>;
    /** The text when it is already loaded (the shell loads a screen's content before showing it), so it shows without a loading step. */
    peek?: (name: string) => string | undefined;
  };
  /** Option lists a picker loads by name when it opens (field `optionsFrom`, see field.schema.json). */
  options?: OptionSources;
  /**
   * Opens a link the engine built and checked that is not a web address: a mailto: link or the
   * native app's configured scheme. Returns false when the shell refuses it.
   */
  openExternal?: (href: string) => boolean;
  /** The address of an app route (session parameters included), for real links; undefined for an unknown route. */
  toHref?: (target: NavigateTarget) => string | undefined;
  /**
   * Changes the visit's session parameters: a value replaces, an empty value drops the
   * parameter, a parameter not named is kept. Every later call, header and in-app link uses them. Only the developer test page uses it.
   */
  setSession?: (values: Record<string, string>) => void;
  isDevelopment: boolean;
  log: (entry: LogEntry) => void;
}
