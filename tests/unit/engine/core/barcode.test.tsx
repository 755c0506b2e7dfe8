import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CODE128_START_B, CODE128_START_C, getCode128Pattern, toCode128Symbols, toCode128Widths } from '../../../../engine/core/barcode.ts';
import type { Screen as ScreenDefinition } from '../../../../engine/generated/schema-types.ts';
import { Screen } from '../../../../engine/react/screen.tsx';
import { engineRegistries } from '../../../../engine/registries.ts';
import { createFakeServices } from '../fake-services.ts';

/** Reads bar/space widths back into symbol values, the way a scanner does. */
function decode(widths: number[]): number[] {
  const byPattern = new Map<string, number>();
  for (let symbol = 0; symbol <= 106; symbol++) byPattern.set(getCode128Pattern(symbol)!, symbol);
  const symbols: number[] = [];
  for (let index = 0; index + 6 <= widths.length - 7; index += 6) symbols.push(byPattern.get(widths.slice(index, index + 6).join(''))!);
  return symbols;
}

describe('toCode128Symbols', () => {
  it('encodes a pay code with letters in set B, with the modulo-103 check symbol', () => {
    const symbols = toCode128Symbols('PN74920118245')!;
    expect(symbols[0]).toBe(CODE128_START_B);
    expect(symbols.slice(1, -1)).toEqual(Array.from('PN74920118245').map((char) => char.charCodeAt(0) - 32));
    const weighted = symbols.slice(1, -1).reduce((sum, value, index) => sum + value * (index + 1), CODE128_START_B);
    expect(symbols.at(-1)).toBe(weighted % 103);
  });

  it('packs an even run of digits two per symbol in set C', () => {
    expect(toCode128Symbols('20118245')).toEqual([CODE128_START_C, 20, 11, 82, 45, (105 + 20 * 1 + 11 * 2 + 82 * 3 + 45 * 4) % 103]);
    expect(toCode128Symbols('123')![0]).toBe(CODE128_START_B);
  });

  it('refuses what Code 128 B cannot carry', () => {
    expect(toCode128Symbols('')).toBeUndefined();
    expect(toCode128Symbols('PAY₱100')).toBeUndefined();
    expect(toCode128Symbols('line\nbreak')).toBeUndefined();
  });
});

describe('toCode128Widths', () => {
  it('gives 11 modules per symbol plus a 13-module stop, and decodes back to the same symbols', () => {
    const widths = toCode128Widths('KC74110325568')!;
    const symbols = toCode128Symbols('KC74110325568')!;
    expect(widths.reduce((sum, width) => sum + width, 0)).toBe(symbols.length * 11 + 13);
    expect(widths.slice(-7).join('')).toBe('2331112');
    expect(decode(widths)).toEqual(symbols);
  });

  it('every pattern has an even number of bar modules (the Code 128 parity rule)', () => {
    for (let symbol = 0; symbol < 106; symbol++) {
      const pattern = Array.from(getCode128Pattern(symbol)!).map(Number);
      expect(pattern.reduce((sum, width) => sum + width, 0)).toBe(11);
      expect((pattern[0] + pattern[2] + pattern[4]) % 2).toBe(0);
    }
  });
});

describe('the barcode block', () => {
  const screenWith = (value: unknown): ScreenDefinition => ({
    schemaVersion: 1,
    id: 'code',
    title: 'Code',
    variables: { code: { initial: value as string } },
    blocks: [{ type: 'barcode', value: { var: 'vars.code' }, label: 'Payment code' }],
  });

  it('draws the bars of the value with the value printed under them', () => {
    const { container } = render(
      <Screen registries={engineRegistries} screen={screenWith('PN74920118245')} services={createFakeServices().services} />,
    );
    const figure = screen.getByRole('img', { name: 'Payment code: PN74920118245' });
    const bars = figure.querySelectorAll('rect:not(:first-child)');
    expect(bars.length).toBe(toCode128Widths('PN74920118245')!.filter((_, index) => index % 2 === 0).length);
    expect(container.querySelector('figcaption')?.textContent).toBe('PN74920118245');
  });

  it('shows a value it cannot encode as text only, and nothing for an empty value', () => {
    const { unmount } = render(
      <Screen registries={engineRegistries} screen={screenWith('₱100')} services={createFakeServices().services} />,
    );
    expect(screen.getByRole('img', { name: 'Payment code: ₱100' }).querySelector('svg')).toBeNull();
    unmount();
    const { container } = render(<Screen registries={engineRegistries} screen={screenWith('')} services={createFakeServices().services} />);
    expect(container.querySelector('.eng-barcode')).toBeNull();
  });
});
