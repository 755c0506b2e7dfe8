// The screens of a screens folder as the app fetches them, served from memory: the same bundle
// the build writes, so tests run every check the app runs (hash, schema, language version).
import { SCREENS_DIR } from '../../scripts/lib/screen-folders.ts';
import { buildScreensBundle, MANIFEST_FILE, type ScreensBundle } from '../../scripts/lib/screens-bundle.ts';
import { createScreenSource, type PreloadingScreenSource } from '../../src/app/screen-source/screen-source.ts';
import { sha256Hex } from '../../src/app/screen-source/sha256.ts';

const bundles = new Map<string, ScreensBundle>();
// Loaded once before the tests start, so the first screen a test opens is not slowed by compiling it.
const validators = await import('../../engine/generated/screen-validators.js');

/** The bundle of a screens folder (built once per folder and test file). */
export function getScreensBundle(screensDir = SCREENS_DIR): ScreensBundle {
  let bundle = bundles.get(screensDir);
  if (!bundle) {
    bundle = buildScreensBundle(screensDir);
    bundles.set(screensDir, bundle);
  }
  return bundle;
}

export interface TestScreenSourceOptions {
  screensDir?: string;
  /** Replaces what a file of the published bundle holds, e.g. to corrupt it. */
  published?: Record<string, string>;
  report?: (message: string) => void;
  /** Collects the URL of every file fetched. */
  fetched?: string[];
}

export const TEST_SCREENS_BASE = 'http://localhost/screens/';

export function createTestScreenSource(options: TestScreenSourceOptions = {}): PreloadingScreenSource {
  const bundle = getScreensBundle(options.screensDir);
  const files = new Map<string, string>(bundle.files.map((file) => [file.name, file.content]));
  files.set(MANIFEST_FILE, JSON.stringify(bundle.manifest));
  const published = new Map([...files, ...Object.entries(options.published ?? {})]);
  return createScreenSource({
    base: TEST_SCREENS_BASE,
    buildBase: 'http://localhost/build/screens/',
    buildManifest: bundle.manifest,
    async fetchText(url) {
      options.fetched?.push(url);
      const { pathname } = new URL(url);
      const [folder, name] = pathname.startsWith('/build/')
        ? [files, pathname.slice('/build/screens/'.length)]
        : [published, pathname.slice('/screens/'.length)];
      const text = folder.get(name);
      if (text === undefined) throw new Error(`${url}: HTTP 404`);
      return text;
    },
    sha256Hex,
    loadValidators: async () => validators,
    report: options.report ?? ((message) => console.error(`[screens] ${message}`)),
  });
}
