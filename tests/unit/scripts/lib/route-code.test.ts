import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ACTION_TYPES, findOnLoadGroups } from '../../../../engine/actions/on-demand.ts';
import { findLazyBlockTypes, LAZY_BLOCK_LOADERS } from '../../../../engine/blocks/lazy-blocks.ts';
import { firstShownPart } from '../../../../engine/core/code-split.ts';
import { findFormParts } from '../../../../engine/core/form-parts.ts';
import { findLazyFieldInputs } from '../../../../engine/fields/lazy-inputs.ts';
import { findContentSources, findRouteNeeds, ROUTE_CODE_MODULES, ROUTE_NEEDS } from '../../../../scripts/lib/route-code.ts';
import { getScreensBundle } from '../../../setup/screens.ts';

const ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');
const { manifest, files } = getScreensBundle();
const needsOf = (name: string) => findRouteNeeds(files.find((file) => file.name === manifest.screens[name].file)!.content);

describe('the code a route needs before its screen shows (index.html asks for it with the screen file)', () => {
  it('names every lazy block type of the engine, and modules that exist', () => {
    for (const type of Object.keys(LAZY_BLOCK_LOADERS)) expect(ROUTE_NEEDS).toContain(type);
    for (const modules of Object.values(ROUTE_CODE_MODULES))
      for (const module of modules) expect(existsSync(resolve(ROOT, module)), module).toBe(true);
  });

  it('reads the needs from the blocks, fields, forms and onLoad of the screen', () => {
    // its onLoad only calls the server: the screen shows without waiting for the action code
    expect(needsOf('register')).toEqual(['form', 'draftKey']);
    expect(needsOf('complaintForm')).toEqual(['form', 'imageUpload', 'draftKey']);
    expect(needsOf('bindBank')).toEqual(['form', 'tabs', 'choice', 'builtFields']);
    expect(needsOf('loanDetail')).toEqual(['rating', 'screenFlow', 'taps']);
    expect(needsOf('complaintList')).toEqual(['tabs']);
    expect(needsOf('officialHome')).toEqual(['nav']);
    expect(needsOf('customerService')).toEqual([]);
    // its repayment code's bar code is in a dialog a tap opens: loaded once the screen shows
    expect(needsOf('rolloverRepay')).toEqual(['screenFlow']);
    expect(needsOf('instalmentRepay')).toEqual(['screenFlow']);
    // the code form of a payment is in a dialog opened by Pay's call
    expect(needsOf('paymentMethod')).toEqual([]);
    // a call and a dialog over the screen: shown before their code is in; its amounts' formats are the app's own code
    expect(needsOf('loanConfirm')).toEqual([]);
    expect(needsOf('privacyPolicy')).toEqual(['markdown']);
    expect(needsOf('appDownload')).toEqual([]);
  });

  it('names what the app itself loads before each screen of the build shows (engine/blocks/registry.ts, preloadScreenBlocks)', () => {
    const groupsOf = (text: string) => {
      const { groups, holdsScreen } = findOnLoadGroups(text);
      return holdsScreen ? groups : [];
    };
    for (const name of Object.keys(manifest.screens)) {
      const { screen } = JSON.parse(files.find((file) => file.name === manifest.screens[name].file)!.content) as { screen: object };
      const text = JSON.stringify(firstShownPart(screen));
      const engine = [...findLazyBlockTypes(text), ...findLazyFieldInputs(text), ...findFormParts(text), ...groupsOf(text)];
      expect([...needsOf(name)].sort(), name).toEqual([...new Set(engine)].sort());
    }
  });

  it('asks for the action code of an onLoad only when it holds the screen, as the engine decides', () => {
    const needs = (onLoad: unknown[]) => findRouteNeeds(JSON.stringify({ screen: { id: 'x', blocks: [], onLoad } }));
    expect(needs([{ type: 'call', endpoint: 'a', onSuccess: [{ type: 'openDialog', dialog: 'd' }] }])).toEqual([]);
    expect(needs([{ type: 'if', when: true, then: [{ type: 'set', var: 'v', value: 1 }] }])).toEqual(['screenFlow']);
    expect(
      needs([
        { type: 'openDialog', dialog: 'd' },
        { type: 'openUrl', url: 'https://a.example' },
      ]),
    ).toEqual(['screenFlow', 'taps']);
    expect(needs([{ type: 'toast', text: 'hi' }])).toEqual([]);
    expect(needs([{ type: 'countdown', var: 'left', seconds: 60 }])).toEqual(['screenFlow']);
    // every action type alone: the build's table and the engine agree
    for (const type of ACTION_TYPES) {
      const text = JSON.stringify({ id: 'x', blocks: [], onLoad: [{ type }] });
      const { groups, holdsScreen } = findOnLoadGroups(text);
      expect(needs([{ type }]), type).toEqual(holdsScreen ? groups : []);
    }
    expect(findOnLoadGroups(JSON.stringify({ id: 'x', blocks: [], onLoad: [{ type: 'set' }] })).holdsScreen).toBe(true);
    expect(findOnLoadGroups(JSON.stringify({ id: 'x', blocks: [], onLoad: [{ type: 'openDialog' }] })).holdsScreen).toBe(false);
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
