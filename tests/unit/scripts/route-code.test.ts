import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAZY_BLOCK_LOADERS } from '../../../engine/blocks/lazy-blocks';
import { findRouteNeeds, ROUTE_CODE_MODULES, ROUTE_NEEDS } from '../../../scripts/lib/route-code';
import { getScreensBundle } from '../../setup/screens';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const { manifest, files } = getScreensBundle();
const needsOf = (name: string) => findRouteNeeds(files.find((file) => file.name === manifest.screens[name].file)!.content);

describe('the code a route needs before its screen shows (index.html asks for it with the screen file)', () => {
  it('names every lazy block type of the engine, and modules that exist', () => {
    for (const type of Object.keys(LAZY_BLOCK_LOADERS)) expect(ROUTE_NEEDS).toContain(type);
    for (const modules of Object.values(ROUTE_CODE_MODULES)) for (const module of modules) expect(existsSync(resolve(ROOT, module)), module).toBe(true);
  });

  it('reads the needs from the screen: its blocks and its API data sources', () => {
    expect(needsOf('register')).toEqual(['form', 'api']);
    expect(needsOf('loanDetail')).toEqual(['api']);
    expect(needsOf('rolloverRepay')).toEqual(['barcode', 'api']);
    expect(needsOf('privacyPolicy')).toEqual(['markdown']);
    expect(needsOf('appDownload')).toEqual([]);
  });

  it('a storage source or an action call is no API need', () => {
    const file = (screen: object) => JSON.stringify({ screen, messages: { en: {} } });
    expect(findRouteNeeds(file({ data: { saved: { storage: { area: 'local', key: 'k' } } }, onLoad: [{ type: 'call', endpoint: 'x' }] }))).toEqual([]);
  });
});
