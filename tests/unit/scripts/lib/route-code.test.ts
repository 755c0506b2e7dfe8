import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAZY_BLOCK_LOADERS } from '../../../../engine/blocks/lazy-blocks';
import { findRouteNeeds, ROUTE_CODE_MODULES, ROUTE_NEEDS } from '../../../../scripts/lib/route-code';
import { getScreensBundle } from '../../../setup/screens';

const ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');
const { manifest, files } = getScreensBundle();
const needsOf = (name: string) => findRouteNeeds(files.find((file) => file.name === manifest.screens[name].file)!.content);

describe('the code a route needs before its screen shows (index.html asks for it with the screen file)', () => {
  it('names every lazy block type of the engine, and modules that exist', () => {
    for (const type of Object.keys(LAZY_BLOCK_LOADERS)) expect(ROUTE_NEEDS).toContain(type);
    for (const modules of Object.values(ROUTE_CODE_MODULES))
      for (const module of modules) expect(existsSync(resolve(ROOT, module)), module).toBe(true);
  });

  it('reads the needs from the blocks of the screen', () => {
    expect(needsOf('register')).toEqual(['form']);
    expect(needsOf('loanDetail')).toEqual(['rating']);
    expect(needsOf('complaintList')).toEqual(['tabs']);
    expect(needsOf('officialHome')).toEqual(['nav']);
    expect(needsOf('customerService')).toEqual([]);
    expect(needsOf('rolloverRepay')).toEqual(['barcode', 'formats']);
    expect(needsOf('loanConfirm')).toEqual(['formats']);
    expect(needsOf('privacyPolicy')).toEqual(['markdown']);
    expect(needsOf('appDownload')).toEqual([]);
  });

  it('reads the screen, not its texts', () => {
    const file = JSON.stringify({ screen: { blocks: [{ type: 'text', text: { msg: 'a' } }] }, messages: { en: { a: '"type":"form"' } } });
    expect(findRouteNeeds(file)).toEqual([]);
  });
});
