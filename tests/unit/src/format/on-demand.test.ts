import { describe, expect, it } from 'vitest';
import { getFormats, preloadScreenFormats, usesFormats } from '../../../../src/format/on-demand.ts';

const screen = (blocks: unknown[]) => ({ id: 's', blocks });
const amount = { type: 'text', text: { value: { var: 'data.offer.amount' }, format: 'money' } };

describe('the money and date formats, loaded with the screens that show an amount or a date', () => {
  it('are named by a text that formats money, a date or a date and time, not by a photo format', () => {
    expect(usesFormats(JSON.stringify(screen([amount]), null, 2))).toBe(true);
    expect(usesFormats(JSON.stringify(screen([{ type: 'text', text: { value: { var: 'data.due' }, format: 'dateTime' } }])))).toBe(true);
    expect(
      usesFormats(JSON.stringify(screen([{ type: 'text', text: { msg: 'home.due', args: { date: { value: 1, format: 'date' } } } }]))),
    ).toBe(true);
    expect(
      usesFormats(JSON.stringify(screen([{ type: 'form', id: 'f', fields: [{ type: 'imageUpload', upload: { format: 'jpeg' } }] }]))),
    ).toBe(false);
  });

  it('refuse to format before they are loaded (never centavos shown as pesos), and format once the screen preloaded them', async () => {
    expect(() => getFormats()).toThrow(/not loaded/);
    await preloadScreenFormats(screen([{ type: 'text', text: 'no amounts' }]));
    expect(() => getFormats()).toThrow(/not loaded/);
    await preloadScreenFormats(screen([amount]));
    expect(getFormats().formatMoney(140000)).toBe('₱1,400.00');
    expect(getFormats().formatDate('2024-03-06 09:05:01')).toBe('2024-03-06');
  });
});
