import { afterEach, describe, expect, it, vi } from 'vitest';

import { getConfig, parseConfig, resetConfigForTests } from '../../../../src/app/config.ts';

const PAGE = 'https://h5.example.ph/hasOf?productId=1';

afterEach(() => {
  delete window.__APP_CONFIG__;
  resetConfigForTests();
  vi.restoreAllMocks();
});

describe('parseConfig', () => {
  it('gives the defaults of CONTRACTS §1 when nothing is configured', () => {
    const config = parseConfig(undefined, PAGE);
    expect(config).toMatchObject({
      apiBase: '',
      promoBase: '',
      provider: 'pesoloan',
      currencyFlag: 0,
      locale: 'en-PH',
      servicePhone: '',
      appScheme: '',
      merchantNumber: '',
      footer: { phone: '', email: '', company: '', address: '', copyright: '' },
      company: { name: '', secRegistrationNo: '', certificateOfAuthorityNo: '' },
      trustedHosts: ['h5.example.ph'],
      allowedHosts: [],
    });
    expect(config.brandColors).toHaveLength(2);
  });

  it('defaults promoBase to apiBase and trusts both hosts plus the page host', () => {
    const config = parseConfig({ apiBase: 'https://api.example.ph/' }, PAGE);
    expect(config.apiBase).toBe('https://api.example.ph');
    expect(config.promoBase).toBe('https://api.example.ph');
    expect(config.trustedHosts).toEqual(['api.example.ph', 'h5.example.ph']);

    const split = parseConfig({ apiBase: 'https://api.example.ph', promoBase: 'https://promo.example.ph:8443' }, PAGE);
    expect(split.trustedHosts).toEqual(['api.example.ph', 'promo.example.ph:8443', 'h5.example.ph']);
  });

  it('reads allowedHosts in the form the browser compares: punycode, normalised IP, no default port', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = parseConfig(
      { allowedHosts: ['WA.me', 'pay.example.ph:443', 'bаnk.example', '3405803783', 'user@evil.example', 'evil.example/path', 7] },
      PAGE,
    );
    expect(config.allowedHosts).toEqual(['wa.me', 'pay.example.ph', 'xn--bnk-6cd.example', '203.0.113.7']);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('allowedHosts[4]'),
      expect.stringContaining('allowedHosts[5]'),
      expect.stringContaining('allowedHosts[6]'),
    ]);
    expect(parseConfig({ allowedHosts: 'wa.me' }, PAGE).allowedHosts).toEqual([]);
  });

  it('uses the operator trusted hosts as given, lower-cased', () => {
    expect(parseConfig({ trustedHosts: ['H5.Example.PH'] }, PAGE).trustedHosts).toEqual(['h5.example.ph']);
  });

  it('keeps well-formed values', () => {
    const config = parseConfig(
      {
        brandColors: ['#123456', '#abc'],
        currencyFlag: 1,
        locale: 'fil-PH',
        footer: { phone: '02 8123 4567', email: 'help@example.ph' },
        company: { name: 'Example Lending Corp.' },
      },
      PAGE,
    );
    expect(config.brandColors).toEqual(['#123456', '#abc']);
    expect(config.currencyFlag).toBe(1);
    expect(config.locale).toBe('fil-PH');
    expect(config.footer).toEqual({ phone: '02 8123 4567', email: 'help@example.ph', company: '', address: '', copyright: '' });
    expect(config.company.name).toBe('Example Lending Corp.');
  });

  it('falls back per key on wrong types and warns naming the key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = parseConfig(
      {
        apiBase: 42,
        provider: 'bad/provider',
        brandColors: ['red'],
        currencyFlag: '1',
        footer: { phone: 123, email: 'ok@example.ph' },
        company: 'Example',
        trustedHosts: 'h5.example.ph',
        apiBaseTypo: 'ignored',
      },
      PAGE,
    );
    expect(config).toMatchObject({
      apiBase: '',
      provider: 'pesoloan',
      currencyFlag: 0,
      footer: { phone: '', email: 'ok@example.ph' },
      company: { name: '' },
      trustedHosts: ['h5.example.ph'],
    });
    const warnings = warn.mock.calls.map((call) => String(call[0])).join('\n');
    for (const key of ['"apiBase"', '"provider"', '"brandColors"', '"currencyFlag"', '"footer.phone"', '"company"', '"trustedHosts"']) {
      expect(warnings).toContain(key);
    }
  });

  it('takes a locale by its shape (BCP 47) and refuses anything else with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const locale of ['en-PH', 'fil-PH', 'id-ID', 'en', 'zh-Hant-TW', 'es-419']) {
      expect(parseConfig({ locale }, PAGE).locale).toBe(locale);
    }
    expect(warn).not.toHaveBeenCalled();
    for (const locale of ['en_PH', 'english', 'e', 'en-PH-', 'en PH', '']) {
      expect(parseConfig({ locale }, PAGE).locale).toBe('en-PH');
    }
    expect(warn).toHaveBeenCalledTimes(6);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"locale"');
  });

  it('reads the locale without asking Intl (its locale data would load before the first screen)', () => {
    const supportedLocalesOf = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const NumberFormat = vi.spyOn(Intl, 'NumberFormat');
    expect(parseConfig({ locale: 'fil-PH' }, PAGE).locale).toBe('fil-PH');
    expect(supportedLocalesOf).not.toHaveBeenCalled();
    expect(NumberFormat).not.toHaveBeenCalled();
  });

  it('refuses a non-http apiBase', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseConfig({ apiBase: 'javascript:alert(1)' }, PAGE).apiBase).toBe('');
  });

  it('survives a config that is not an object', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseConfig('nonsense', PAGE).provider).toBe('pesoloan');
  });
});

describe('getConfig', () => {
  it('reads window.__APP_CONFIG__ once and memoises it', () => {
    window.__APP_CONFIG__ = { provider: 'first' };
    expect(getConfig().provider).toBe('first');
    window.__APP_CONFIG__ = { provider: 'second' };
    expect(getConfig().provider).toBe('first');
    resetConfigForTests();
    expect(getConfig().provider).toBe('second');
  });

  it('trusts the host serving the page by default', () => {
    expect(getConfig().trustedHosts).toEqual([location.host]);
  });
});
