import { describe, expect, it } from 'vitest';

import { createEngineServices } from '../../../engine/default-services.ts';

const api = {
  call: () => Promise.resolve({ ok: true as const, data: null }),
  upload: () => Promise.resolve({ ok: true as const, data: null }),
};

describe('createEngineServices', () => {
  it("speaks the engine's own texts in the chosen language, and the app's texts win over them", () => {
    const en = createEngineServices({ api });
    expect(en.messages.t('engine.retry')).toBe('Retry');
    expect(en.messages.t('engine.unsupportedVersion', { version: 3 })).toBe('This page needs a newer version of the app (3).');
    const fil = createEngineServices({ api, language: 'fil', messages: { en: { title: 'Pay' }, fil: { 'engine.retry': 'Ulitin na' } } });
    expect(fil.messages.t('engine.retry')).toBe('Ulitin na');
    expect(fil.messages.t('engine.cancel')).not.toBe('Cancel');
    // A text the language lacks falls back to English; an unknown key is shown as it is.
    expect(fil.messages.t('title')).toBe('Pay');
    expect(fil.messages.has('nothing.here')).toBe(false);
    expect(fil.messages.t('nothing.here')).toBe('nothing.here');
  });

  it('keeps the URL policy: the page origin and allowed https hosts only', () => {
    const services = createEngineServices({ api, allowedHosts: ['help.example.ph'] });
    expect(services.toSafeUrl('/help', 'navigation')).toBe(`${window.location.origin}/help`);
    expect(services.toSafeUrl('https://help.example.ph/a', 'frame')).toBe('https://help.example.ph/a');
    expect(services.toSafeUrl('https://evil.example/a', 'navigation')).toBeUndefined();
    expect(services.toSafeUrl('javascript:alert(1)', 'navigation')).toBeUndefined();
  });

  it('stores in the page storage, formats pesos, and lets any service be given instead', () => {
    const log: string[] = [];
    const services = createEngineServices({ api, isDevelopment: true, log: (entry) => void log.push(entry.message) });
    expect(services.storage.set('local', 'k', 'v')).toBe(true);
    expect(services.storage.get('local', 'k')).toBe('v');
    expect(services.format.money(150050)).toBe('₱1,500.50');
    expect(services.format.money(1500, 'pesos')).toBe('₱1,500.00');
    expect(services.isDevelopment).toBe(true);
    services.log({ level: 'info', screen: 's', pointer: '', message: 'hello' });
    expect(log).toEqual(['hello']);
  });
});
