import { describe, expect, it } from 'vitest';

import shared from '../../../../../screens/messages.json';
import paymentMethod from '../../../../../screens/payment-method/messages.json';
import { createMessages } from '../../../../../src/app/messages/create-messages.ts';
import { toMessageLocale } from '../../../../../src/app/page-scope.ts';

const en: Record<string, string> = shared.en;
const fil: Record<string, string> = shared.fil;

describe('message catalogs', () => {
  it('has no Filipino key that English lacks', () => {
    expect(Object.keys(fil).filter((key) => !(key in en))).toEqual([]);
  });

  it('keeps the same placeholders in every translation', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(fil)) {
      expect(placeholders(text), key).toEqual(placeholders(en[key]));
    }
  });

  it('holds the spec wording of the legacy toasts', () => {
    expect(en['engine.copySuccess']).toBe('copy success');
    expect(en['engine.loading']).toBe('loading...');
    expect(en['rating.pleaseSelect']).toBe('Please select a rating');
    expect(paymentMethod.en['repay.selectCardFirst']).toBe('Please select a bank card first');
  });
});

describe('createMessages', () => {
  it('fills {name} placeholders', () => {
    const messages = createMessages('en');
    expect(messages.t('engine.maxImages', { max: 9 })).toBe('You can add up to 9 images');
    const layered = createMessages('en', { en: { 'sample.unknownType': 'Unknown {kind} type "{type}"' } });
    expect(layered.t('sample.unknownType', { kind: 'field', type: 'dya' })).toBe('Unknown field type "dya"');
    expect(messages.t('engine.unsupportedVersion')).toBe('This page needs a newer version of the app ({version}).');
  });

  it('fills a placeholder with a string, number or boolean only; any other value leaves the placeholder', () => {
    const messages = createMessages('en', { en: { 'sample.pair': '{a} and {b}' } });
    expect(messages.t('sample.pair', { a: 0, b: false })).toBe('0 and false');
    expect(messages.t('sample.pair', { a: { amount: 1 }, b: null })).toBe('{a} and {b}');
  });

  it('lets a later layer win, and keeps a "__proto__" key as a text, not the prototype', () => {
    const later = JSON.parse('{"en": {"__proto__": "later", "sample.key": "later"}}') as { en: Record<string, string> };
    const messages = createMessages('en', { en: { 'sample.key': 'earlier' } }, later);
    expect(messages.t('sample.key')).toBe('later');
    expect(messages.t('__proto__')).toBe('later');
    expect(messages.has('toString')).toBe(false);
  });

  it('translates to Filipino and falls back to English for a missing key', () => {
    const messages = createMessages('fil', { en: { 'screen.onlyEnglish': 'Only in English' } });
    expect(messages.locale).toBe('fil');
    expect(messages.t('engine.retry')).toBe(fil['engine.retry']);
    expect(messages.t('screen.onlyEnglish')).toBe('Only in English');
    expect(messages.has('screen.onlyEnglish')).toBe(true);
  });

  it('returns the key itself when no catalog has it', () => {
    const messages = createMessages('en');
    expect(messages.t('no.such.key')).toBe('no.such.key');
    expect(messages.has('no.such.key')).toBe(false);
    expect(messages.has('toString')).toBe(false);
  });

  it('lets extra entries extend a locale', () => {
    const messages = createMessages('fil', { en: { 'bank.next': 'Next' }, fil: { 'bank.next': 'Susunod' } });
    expect(messages.t('bank.next')).toBe('Susunod');
  });
});

describe('toMessageLocale', () => {
  it('prefers ?lang=, then a fil* config locale, else English', () => {
    expect(toMessageLocale('?lang=fil', 'en-PH')).toBe('fil');
    expect(toMessageLocale('?lang=EN', 'fil-PH')).toBe('en');
    expect(toMessageLocale('?lang=xx', 'fil-PH')).toBe('fil');
    expect(toMessageLocale('', 'en-PH')).toBe('en');
    expect(toMessageLocale('', 'id-ID')).toBe('en');
  });
});
