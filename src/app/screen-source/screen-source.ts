import { ENGINE_SCHEMA_VERSION } from '@borrower/engine/core/version.ts';
import type { Validator } from '@borrower/engine/generated/screen-validators.js';
import type { Messages as MessagesFile, Screen, ScreensManifest } from '@borrower/engine/schema-types';

/** A screen as the app runs it: the screen and its own texts (shared texts come from `loadShared`). */
export interface LoadedScreen {
  screen: Screen;
  messages: MessagesFile;
  /** Where it came from: the published bundle, or the copy the build shipped (after a fallback). */
  origin: 'published' | 'build';
}

interface ScreenValidators {
  validateScreen: Validator;
  validateMessages: Validator;
  validateScreensManifest: Validator;
}

/** Texts fetched before the app's code ran (index.html's early script, early-screen.ts), keyed by URL. */
type Prefetched = Map<string, Promise<string>>;

export interface ScreenSourceDeps {
  /** The published bundle's folder URL, ending in '/'; undefined when config refuses it. */
  base: string | undefined;
  /** The folder the build wrote its own bundle to (the app's origin), ending in '/'. */
  buildBase: string;
  /** The build's manifest, shipped in the app: the fallback for every screen. */
  buildManifest: ScreensManifest;
  fetchText: (url: string) => Promise<string>;
  sha256Hex: (text: string) => Promise<string>;
  loadValidators: () => Promise<ScreenValidators>;
  /** The error reporting path (console, without session values). */
  report: (message: string) => void;
  prefetched?: Prefetched;
}

export class ScreenLoadError extends Error {
  // Not a class field: at the build's target a field costs every page a helper.
  constructor(message?: string) {
    super(message);
    this.name = 'ScreenLoadError';
  }
}

/**
 * A Markdown page as the bundle in force has it:
 * - `published`: its own text, hash-checked, where it differs from the build's copy;
 * - `build`: the build's copy is the one to show — no published bundle, the build's own manifest in
 *   force, a bundle too old to list pages, the same text as the build's, or a published file that
 *   failed its check (reported);
 * - `not published`: the bundle lists pages but not this one (a publish removed it, or it was never
 *   published), so borrowers get no text of it, whatever the build shipped.
 */
export type PageAnswer = { kind: 'published'; text: string } | { kind: 'build' } | { kind: 'not published' };

export interface ScreenSource {
  /** The manifest in force for this page load: read once, so an open page keeps one consistent set of screens. */
  getManifest: () => Promise<ScreensManifest>;
  /** A screen by route name: the published one, else the build's copy; rejects with ScreenLoadError when both fail. */
  loadScreen: (name: string) => Promise<LoadedScreen>;
  /** The shared texts of the bundle in force, read once; undefined when they cannot be had (the app keeps the texts it shipped). */
  loadShared: () => Promise<MessagesFile | undefined>;
  /** What the bundle in force says of a Markdown page ('about-us', 'about-us.fil'): see `PageAnswer`. */
  loadPage: (name: string) => Promise<PageAnswer>;
  /** Forgets the manifest and what was fetched before the app ran (development: a screen file was saved). */
  invalidate: () => void;
}

export interface PreloadingScreenSource extends ScreenSource {
  /** Starts loading a screen before the app asks (src/app/route-start.ts): the next `loadScreen` of that name gets this load. */
  preloadScreen: (name: string) => Promise<LoadedScreen>;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Loads screens at run time. Every file is checked before it is used: its SHA-256 against the
 * manifest, its shape against the screen language (precompiled validators, no schema compiler),
 * its language version against the engine's. A published screen that fails any check falls back to
 * the build's copy of the same screen, and the reason is reported.
 */
export function createScreenSource(deps: ScreenSourceDeps): PreloadingScreenSource {
  let manifest: Promise<ScreensManifest> | undefined;
  let shared: Promise<MessagesFile | undefined> | undefined;
  let prefetched = deps.prefetched;
  // Loads started by preloadScreen, each handed to one loadScreen.
  const preloaded = new Map<string, Promise<LoadedScreen>>();
  // A prefetched text serves one read; a Retry fetches again.
  const fetchOnce = (url: string) => {
    const early = prefetched?.get(url);
    prefetched?.delete(url);
    return early ?? deps.fetchText(url);
  };

  async function readText(url: string, hash: string): Promise<string> {
    const text = await fetchOnce(url);
    const actual = await deps.sha256Hex(text);
    if (actual !== hash)
      throw new Error(
        `${url}: its content does not match the manifest's hash (expected ${hash.slice(0, 16)}…, got ${actual.slice(0, 16)}…); it was changed after publishing`,
      );
    return text;
  }
  const readJson = async (url: string, hash: string): Promise<unknown> => JSON.parse(await readText(url, hash));

  async function loadPage(name: string): Promise<PageAnswer> {
    const current = await getManifest();
    if (!deps.base || current === deps.buildManifest || !current.pages) return { kind: 'build' };
    const entry = Object.hasOwn(current.pages, name) ? current.pages[name] : undefined;
    if (!entry) return { kind: 'not published' };
    if (entry.hash === deps.buildManifest.pages?.[name]?.hash) return { kind: 'build' };
    try {
      return { kind: 'published', text: await readText(`${deps.base}${entry.file}`, entry.hash) };
    } catch (error) {
      deps.report(`Published page "${name}" was refused, so the build's copy is shown: ${describe(error)}`);
      return { kind: 'build' };
    }
  }

  async function readManifest(): Promise<ScreensManifest> {
    if (!deps.base) return deps.buildManifest;
    const url = `${deps.base}manifest.json`;
    try {
      const data: unknown = JSON.parse(await fetchOnce(url));
      // The build's own manifest was checked when it was built: no validator to load for it.
      if (JSON.stringify(data) === JSON.stringify(deps.buildManifest)) return data as ScreensManifest;
      const { validateScreensManifest } = await deps.loadValidators();
      if (!validateScreensManifest(data)) throw new Error(`not a screens manifest (${firstError(validateScreensManifest)})`);
      return data as ScreensManifest;
    } catch (error) {
      deps.report(`Screens manifest ${url} could not be used, so the build's screens are shown: ${describe(error)}`);
      return deps.buildManifest;
    }
  }

  async function readScreen(name: string, entry: ScreensManifest['screens'][string], base: string): Promise<Omit<LoadedScreen, 'origin'>> {
    const data = (await readJson(`${base}${entry.file}`, entry.hash)) as { screen?: unknown; messages?: unknown } | null;
    if (typeof data !== 'object' || data === null) throw new Error(`the file of screen "${name}" holds no object`);
    const version = (data.screen as { schemaVersion?: unknown } | undefined)?.schemaVersion;
    if (typeof version === 'number' && version > ENGINE_SCHEMA_VERSION) {
      throw new Error(
        `screen "${name}" is written for language version ${version}, but this app runs version ${ENGINE_SCHEMA_VERSION} at most`,
      );
    }
    // A file with the SHA-256 of the build's copy is that copy, which the build checked: only a
    // published screen that differs from it needs the validators (a chunk of their own).
    if (entry.hash !== deps.buildManifest.screens[name]?.hash) {
      const { validateScreen, validateMessages } = await deps.loadValidators();
      if (!validateScreen(data.screen)) throw new Error(`screen "${name}" is not valid: ${firstError(validateScreen)}`);
      if (!validateMessages(data.messages)) throw new Error(`the texts of screen "${name}" are not valid: ${firstError(validateMessages)}`);
    }
    const screen = data.screen as Screen;
    if (screen.id !== name) throw new Error(`the file for route "${name}" holds screen "${screen.id}"`);
    return { screen, messages: data.messages as MessagesFile };
  }

  function getManifest(): Promise<ScreensManifest> {
    manifest ??= readManifest();
    return manifest;
  }

  async function loadScreen(name: string): Promise<LoadedScreen> {
    const current = await getManifest();
    const published = Object.hasOwn(current.screens, name) ? current.screens[name] : undefined;
    const reasons: string[] = [];
    if (published && current !== deps.buildManifest && deps.base) {
      try {
        return { ...(await readScreen(name, published, deps.base)), origin: 'published' };
      } catch (error) {
        reasons.push(describe(error));
        deps.report(`Published screen "${name}" was refused, so the build's copy is shown: ${describe(error)}`);
      }
    }
    const shipped = Object.hasOwn(deps.buildManifest.screens, name) ? deps.buildManifest.screens[name] : undefined;
    if (!shipped) throw new ScreenLoadError(`No screen "${name}" in the build${reasons.length ? ` (${reasons.join('; ')})` : ''}`);
    try {
      return { ...(await readScreen(name, shipped, deps.buildBase)), origin: 'build' };
    } catch (error) {
      deps.report(`The build's copy of screen "${name}" could not be loaded: ${describe(error)}`);
      throw new ScreenLoadError(describe(error));
    }
  }

  async function readShared(): Promise<MessagesFile | undefined> {
    const current = await getManifest();
    const candidates: [ScreensManifest, string | undefined][] = [
      [current, current === deps.buildManifest ? deps.buildBase : deps.base],
      [deps.buildManifest, deps.buildBase],
    ];
    for (const [source, base] of candidates) {
      if (!base) continue;
      try {
        const data = await readJson(`${base}${source.shared.file}`, source.shared.hash);
        if (source.shared.hash !== deps.buildManifest.shared.hash) {
          const { validateMessages } = await deps.loadValidators();
          if (!validateMessages(data)) throw new Error(`not valid texts: ${firstError(validateMessages)}`);
        }
        return data as MessagesFile;
      } catch (error) {
        deps.report(`Shared texts ${base}${source.shared.file} could not be used: ${describe(error)}`);
      }
      if (source === deps.buildManifest) break;
    }
    return undefined;
  }

  return {
    getManifest,
    loadPage,

    invalidate() {
      manifest = undefined;
      shared = undefined;
      prefetched = undefined;
      preloaded.clear();
    },

    loadScreen(name) {
      const early = preloaded.get(name);
      preloaded.delete(name);
      return early ?? loadScreen(name);
    },

    preloadScreen(name) {
      let early = preloaded.get(name);
      if (!early) {
        early = loadScreen(name);
        // The app awaits it; a failure is reported there, and a Retry loads afresh.
        early.catch(() => undefined);
        preloaded.set(name, early);
      }
      return early;
    },

    loadShared() {
      shared ??= readShared();
      return shared;
    },
  };
}

function firstError(validator: Validator): string {
  const error = validator.errors?.[0];
  return error ? `${error.instancePath || '/'} ${error.message ?? error.keyword}` : 'unknown error';
}
