// What the build tells index.html's early script (src/app/screen-source/early-screen.ts) of its screens:
// written by the build (scripts/lib/route-code.ts, scripts/lib/early-script.ts,
// scripts/vite-plugin-screens.ts), read in the page.

/**
 * One of a screen's first API calls as the early script sends it (src/app/api/early-requests.ts):
 * the endpoint's request (src/app/api/endpoints.ts) and its params, each read from the page's query.
 */
export interface EarlyCall {
  method: 'GET' | 'POST';
  /** `{provider}` is replaced by config.provider. */
  path: string;
  client: 'one' | 'two';
  /** `promo`: config.promoBase; otherwise config.apiBase. */
  base?: 'promo';
  /** The params go in the address's query (a GET, or a POST that sends them so); otherwise in a form body. */
  inQuery: boolean;
  fixedParams?: Record<string, string>;
  /** Param name → the query key it reads (`{"var": "query.<key>"}` in the screen). */
  params: Record<string, string>;
}

/** What the early script knows of the build's screens. */
export interface ScreenFiles {
  /**
   * By route name: path, legacy hash aliases, file, what it needs before it shows (keys of `code`;
   * `content:<name>[.fil]` for a content file), and the API calls of its first load.
   */
  screens: Record<string, { path: string; file: string; hashAliases?: string[]; needs?: string[]; calls?: EarlyCall[] }>;
  /** The built files of each need: scripts (`modulepreload`) and stylesheets (`preload`), from the site's root. */
  code: Record<string, string[]>;
}
