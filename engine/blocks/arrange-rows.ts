// How a key/value list arranges the rows a server sends (the block's rowOrder, hiddenRows and
// rowLabels, by a row's title or another field): named rows take the places where named rows were,
// in the order named; hidden rows go; every row not named stays where the server put it.

export interface RowArrangement<Label> {
  /** The row's name: its title, or the field the block names. */
  nameOf: (row: Record<string, unknown>) => string;
  order?: readonly string[];
  hidden?: readonly string[];
  labels?: Readonly<Record<string, Label>>;
}

export interface ArrangedRow<Label> {
  row: Record<string, unknown>;
  /** The other title a screen gives this row, if any. */
  label: Label | undefined;
}

export function arrangeRows<Label>(rows: readonly Record<string, unknown>[], arrangement: RowArrangement<Label>): ArrangedRow<Label>[] {
  const { nameOf, order = [], hidden = [], labels = {} } = arrangement;
  const hiddenNames = new Set(hidden);
  const shown = rows.filter((row) => !hiddenNames.has(nameOf(row)));
  const rank = new Map(order.map((name, index) => [name, index]));
  // The named rows in the order named (a title twice in the reply keeps the server's order between them).
  const named = shown
    .map((row, index) => ({ row, index, rank: rank.get(nameOf(row)) }))
    .filter((entry): entry is { row: Record<string, unknown>; index: number; rank: number } => entry.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index);
  let next = 0;
  const arranged = shown.map((row) => (rank.has(nameOf(row)) ? named[next++].row : row));
  return arranged.map((row) => {
    const name = nameOf(row);
    return { row, label: Object.hasOwn(labels, name) ? labels[name] : undefined };
  });
}
