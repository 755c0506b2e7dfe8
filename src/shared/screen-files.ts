// What the build tells index.html's early script (src/app/screen-source/early-screen.ts) of its screens:
// written by the build (scripts/lib/route-code.ts, scripts/lib/early-script.ts), read in the page.

/** What the early script knows of the build's screens. */
export interface ScreenFiles {
  /** By route name: path, legacy hash aliases, file, and what it needs before it shows (keys of `code`; `content:<name>[.fil]` for a content file). */
  screens: Record<string, { path: string; file: string; hashAliases?: string[]; needs?: string[] }>;
  /** The built files of each need: scripts (`modulepreload`) and stylesheets (`preload`), from the site's root. */
  code: Record<string, string[]>;
}
