// A key/value list arranges the rows a server sends by their title (rowOrder, hiddenRows,
// rowLabels); every row it does not name shows where the server put it.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { arrangeRows } from '../../../../engine/blocks/arrange-rows.ts';
import type { KeyValueListBlock, Screen as ScreenDefinition } from '../../../../engine/generated/schema-types.ts';
import { Screen } from '../../../../engine/react/screen.tsx';
import { engineRegistries } from '../../../../engine/registries.ts';
import { createFakeServices } from '../fake-services.ts';

const SENT = [
  { text: 'Order number', value: 'ORD174' },
  { text: 'Loan amount', value: '₱5,000.00' },
  { text: 'Payout account', value: 'GCash 0917****567' },
  { text: 'Instalment', value: '3 of 4' },
  { text: 'Due date', value: '2025-06-11' },
  { text: 'Amount due', value: '₱1,400.00' },
];

const titlesOf = (rows: ReadonlyArray<{ row: Record<string, unknown> }>) => rows.map(({ row }) => row.text);
const byTitle = (row: Record<string, unknown>) => String(row.text);

describe('arranging the server’s rows', () => {
  it('moves a row below another: the named rows take the named rows’ places, the rest stay as sent', () => {
    const arranged = arrangeRows(SENT, { nameOf: byTitle, order: ['Due date', 'Payout account'] });
    expect(titlesOf(arranged)).toEqual(['Order number', 'Loan amount', 'Due date', 'Instalment', 'Payout account', 'Amount due']);
  });

  it('hides rows, skips titles no row has, and keeps every row when nothing is named', () => {
    expect(titlesOf(arrangeRows(SENT, { nameOf: byTitle }))).toEqual(SENT.map((row) => row.text));
    const arranged = arrangeRows(SENT, {
      nameOf: byTitle,
      hidden: ['Instalment', 'No such row'],
      order: ['Halagang babayaran', 'Amount due', 'Order number'],
    });
    expect(titlesOf(arranged)).toEqual(['Amount due', 'Loan amount', 'Payout account', 'Due date', 'Order number']);
  });

  it('gives a named row its other title and no other row one', () => {
    const arranged = arrangeRows(SENT, { nameOf: byTitle, labels: { 'Payout account': 'Where we send your loan' } });
    expect(arranged.map(({ label }) => label)).toEqual([undefined, undefined, 'Where we send your loan', undefined, undefined, undefined]);
  });
});

describe('a keyValueList block with rowOrder, hiddenRows and rowLabels', () => {
  const screenWith = (block: Partial<KeyValueListBlock>): ScreenDefinition => ({
    schemaVersion: 1,
    id: 'details',
    title: 'Details',
    blocks: [{ type: 'keyValueList', items: SENT as never, ...block }],
  });
  const shownRows = (container: HTMLElement) =>
    [...container.querySelectorAll('.eng-kv-row')].map(
      (row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`,
    );

  it('shows the server’s rows as the screen arranges them, values beside their own titles', () => {
    const { container } = render(
      <Screen
        registries={engineRegistries}
        screen={screenWith({
          rowOrder: ['Due date', 'Payout account'],
          hiddenRows: ['Order number'],
          rowLabels: { 'Payout account': { value: 'Where we send your loan' } },
        })}
        services={createFakeServices().services}
      />,
    );
    expect(shownRows(container)).toEqual([
      'Loan amount: ₱5,000.00',
      'Due date: 2025-06-11',
      'Instalment: 3 of 4',
      'Where we send your loan: GCash 0917****567',
      'Amount due: ₱1,400.00',
    ]);
  });

  it('arranges by another field of the rows when rowKey names it', () => {
    const keyed = { type: 'keyValueList' as const, items: SENT.map((row, index) => ({ ...row, key: `k${index}` })) as never };
    const { container } = render(
      <Screen
        registries={engineRegistries}
        screen={{ ...screenWith({}), blocks: [{ ...keyed, rowKey: 'key', hiddenRows: ['k0', 'k1', 'k3', 'k5'], rowOrder: ['k4', 'k2'] }] }}
        services={createFakeServices().services}
      />,
    );
    expect(shownRows(container)).toEqual(['Due date: 2025-06-11', 'Payout account: GCash 0917****567']);
  });
});
