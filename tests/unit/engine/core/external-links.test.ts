import { describe, expect, it, vi } from 'vitest';

import { actions } from '../../../../engine/actions/registry.ts';
import { isExternalHref, toAppLinkHref, toMailtoHref } from '../../../../engine/core/external-links.ts';
import { createScreenRuntime } from '../../../../engine/core/runtime.ts';
import { createFakeServices } from '../fake-services.ts';

describe('toMailtoHref', () => {
  it('builds a mailto: link to one plain address, with an encoded subject', () => {
    expect(toMailtoHref('support@pesonow-demo.ph')).toBe('mailto:support@pesonow-demo.ph');
    expect(toMailtoHref(' help@example.ph ', 'Order ORD1 & fees')).toBe('mailto:help@example.ph?subject=Order%20ORD1%20%26%20fees');
  });

  it.each([
    'javascript:alert(1)//@x.ph',
    'a@b',
    'two@a.ph,three@b.ph',
    'x@example.ph?cc=evil@example.com',
    'x y@example.ph',
    'mailto:x@example.ph',
    '',
    42,
    null,
  ])('refuses %j', (value) => {
    expect(toMailtoHref(value)).toBeUndefined();
  });
});

describe('toAppLinkHref', () => {
  it('accepts a plain custom scheme and appends a plain path', () => {
    expect(toAppLinkHref('pesoloan://')).toBe('pesoloan://');
    expect(toAppLinkHref('pesoloan://', 'home')).toBe('pesoloan://home');
    expect(toAppLinkHref('kaagapaycash://product/detail?productId=2')).toBe('kaagapaycash://product/detail?productId=2');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript://%0aalert(1)',
    'data:text/html,x',
    'https://evil.example',
    'http://x',
    'file:///etc/passwd',
    'vbscript:x',
    'intent://x',
    '',
    'pesoloan://a b',
    7,
  ])('refuses %j', (value) => {
    expect(toAppLinkHref(value)).toBeUndefined();
  });

  it('refuses a path that could carry another link', () => {
    expect(toAppLinkHref('pesoloan://', 'x"onload=')).toBeUndefined();
    expect(toAppLinkHref('pesoloan://', 'a b')).toBeUndefined();
  });
});

describe('isExternalHref (the shell’s last check)', () => {
  it('accepts what the engine builds and nothing else', () => {
    expect(isExternalHref('mailto:support@example.ph?subject=Hi')).toBe(true);
    expect(isExternalHref('pesoloan://home')).toBe(true);
    expect(isExternalHref('mailto:javascript:alert(1)')).toBe(false);
    expect(isExternalHref('javascript:alert(1)')).toBe(false);
    expect(isExternalHref('https://example.ph')).toBe(false);
  });
});

const screen = { schemaVersion: 1, id: 'contact', title: 'Contact', blocks: [] };

describe('openMail and openAppLink actions', () => {
  it('openMail opens a mailto: link built from a checked address', async () => {
    const openExternal = vi.fn(() => true);
    const fake = createFakeServices({}, { openExternal });
    const runtime = createScreenRuntime(screen, fake.services, actions);
    const ok = await runtime.run([{ type: 'openMail', address: { var: 'contact.email' }, subject: 'Help' }], {
      contact: { email: 'support@example.ph' },
    });
    expect(ok).toBe(true);
    expect(openExternal).toHaveBeenCalledWith('mailto:support@example.ph?subject=Help');
  });

  it('openMail refuses a server value that is not an address, tells the borrower, and stops the list', async () => {
    const openExternal = vi.fn(() => true);
    const fake = createFakeServices({}, { openExternal });
    const runtime = createScreenRuntime({ ...screen, variables: { after: { initial: 0 } } }, fake.services, actions);
    const ok = await runtime.run([
      { type: 'openMail', address: 'javascript:alert(1)' },
      { type: 'set', var: 'after', value: 1 },
    ]);
    expect(ok).toBe(false);
    expect(openExternal).not.toHaveBeenCalled();
    expect(fake.toasts).toEqual(['engine.urlRefused']);
    expect(runtime.getState().vars.after).toBe(0);
  });

  it('openMail without an openExternal service refuses instead of failing', async () => {
    const fake = createFakeServices();
    const runtime = createScreenRuntime(screen, fake.services, actions);
    expect(await runtime.run([{ type: 'openMail', address: 'support@example.ph' }])).toBe(false);
    expect(fake.toasts).toEqual(['engine.urlRefused']);
  });

  it('openAppLink reads the scheme from config only, and refuses a web or script scheme there too', async () => {
    const openExternal = vi.fn(() => true);
    const good = createFakeServices({}, { openExternal, config: { appScheme: 'pesoloan://' } });
    await createScreenRuntime(screen, good.services, actions).run([{ type: 'openAppLink', configKey: 'appScheme', path: 'home' }]);
    expect(openExternal).toHaveBeenCalledWith('pesoloan://home');
    const bad = createFakeServices({}, { openExternal, config: { appScheme: 'javascript:alert(1)' } });
    expect(await createScreenRuntime(screen, bad.services, actions).run([{ type: 'openAppLink', configKey: 'appScheme' }])).toBe(false);
    expect(openExternal).toHaveBeenCalledTimes(1);
  });
});
