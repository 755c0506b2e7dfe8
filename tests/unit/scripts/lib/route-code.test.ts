import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_GROUPS } from '../../../../engine/actions/on-demand';
import { findLazyBlockTypes, findLazyFieldInputs, LAZY_BLOCK_LOADERS } from '../../../../engine/blocks/lazy-blocks';
import { findFormParts } from '../../../../engine/core/form-factory';
import { findContentSources, findRouteNeeds, ROUTE_CODE_MODULES, ROUTE_NEEDS } from '../../../../scripts/lib/route-code';
import { usesFormats } from '../../../../src/format/on-demand';
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

  it('reads the needs from the blocks, fields, forms, formats and onLoad of the screen', () => {
    expect(needsOf('register')).toEqual(['form', 'draftKey', 'screenFlow']);
    expect(needsOf('complaintForm')).toEqual(['form', 'imageUpload', 'draftKey']);
    expect(needsOf('bindBank')).toEqual(['form', 'tabs', 'choice', 'builtFields']);
    expect(needsOf('loanDetail')).toEqual(['rating', 'screenFlow', 'taps']);
    expect(needsOf('complaintList')).toEqual(['tabs']);
    expect(needsOf('officialHome')).toEqual(['nav']);
    expect(needsOf('customerService')).toEqual(['screenFlow']);
    expect(needsOf('rolloverRepay')).toEqual(['barcode', 'formats', 'screenFlow']);
    expect(needsOf('loanConfirm')).toEqual(['formats', 'screenFlow']);
    expect(needsOf('privacyPolicy')).toEqual(['markdown']);
    expect(needsOf('appDownload')).toEqual(['screenFlow']);
  });

  it('names what the app itself loads before each screen of the build shows (engine/blocks/registry.ts, preloadScreenCode)', () => {
    const groupsOf = (onLoad: unknown) => {
      const types = new Set<string>();
      const visit = (value: unknown): void => {
        if (Array.isArray(value)) value.forEach(visit);
        else if (value && typeof value === 'object') {
          if (typeof (value as { type?: unknown }).type === 'string') types.add((value as { type: string }).type);
          Object.values(value).forEach(visit);
        }
      };
      visit(onLoad);
      return (Object.keys(ACTION_GROUPS) as (keyof typeof ACTION_GROUPS)[]).filter((group) =>
        (ACTION_GROUPS[group].types as readonly string[]).some((type) => types.has(type)),
      );
    };
    for (const name of Object.keys(manifest.screens)) {
      const { screen } = JSON.parse(files.find((file) => file.name === manifest.screens[name].file)!.content) as {
        screen: { onLoad?: unknown };
      };
      const text = JSON.stringify(screen);
      const engine = [
        ...findLazyBlockTypes(text),
        ...(usesFormats(text) ? ['formats'] : []),
        ...findLazyFieldInputs(text),
        ...findFormParts(text),
        ...groupsOf(screen.onLoad),
      ];
      expect([...needsOf(name)].sort(), name).toEqual([...new Set(engine)].sort());
    }
  });

  it('names the content files of the markdown blocks', () => {
    const sourcesOf = (name: string) => findContentSources(files.find((file) => file.name === manifest.screens[name].file)!.content);
    expect(sourcesOf('privacyPolicy')).toEqual(['privacy-policy']);
    expect(sourcesOf('paymentChannel')).toEqual([
      'payment-channel/bills-payment',
      'payment-channel/offline-stores',
      'payment-channel/wallet-app',
    ]);
    expect(sourcesOf('register')).toEqual([]);
  });

  it('reads the screen, not its texts', () => {
    const file = JSON.stringify({ screen: { blocks: [{ type: 'text', text: { msg: 'a' } }] }, messages: { en: { a: '"type":"form"' } } });
    expect(findRouteNeeds(file)).toEqual([]);
  });
});
