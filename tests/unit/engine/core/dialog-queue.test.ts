import { describe, expect, it } from 'vitest';

import { createDialogQueue } from '../../../../engine/core/dialog-queue.ts';

function setUp() {
  let dialogs: Partial<Record<string, boolean>> = {};
  const waiting: (() => void)[] = [];
  const setDialog = createDialogQueue({
    getDialogs: () => dialogs,
    setDialogs: (next) => {
      dialogs = next;
    },
    schedule: (_ms, run) => waiting.push(run),
  });
  const nextTurn = () => {
    for (const run of waiting.splice(0)) run();
  };
  return { setDialog, nextTurn, open: () => Object.keys(dialogs).filter((id) => dialogs[id]) };
}

describe('the dialog queue', () => {
  it('opens a queued dialog once none is open, a turn after the close, in call order', () => {
    const { setDialog, nextTurn, open } = setUp();
    setDialog('terms', true);
    setDialog('result', true, { queue: true });
    setDialog('survey', true, { queue: true });
    expect(open()).toEqual(['terms']);

    setDialog('terms', false);
    expect(open()).toEqual([]);
    nextTurn();
    expect(open()).toEqual(['result']);
    setDialog('result', false);
    nextTurn();
    expect(open()).toEqual(['survey']);
  });

  it('waits for a dialog the closing actions open next, and drops a queued dialog that is closed', () => {
    const { setDialog, nextTurn, open } = setUp();
    setDialog('terms', true);
    setDialog('result', true, { queue: true });
    setDialog('survey', true, { queue: true });
    setDialog('result', false);
    setDialog('terms', false);
    setDialog('error', true);
    nextTurn();
    expect(open()).toEqual(['error']);
    setDialog('error', false);
    nextTurn();
    expect(open()).toEqual(['survey']);
  });

  it('opens a queued dialog at once when nothing is open or waiting, and queues it once', () => {
    const { setDialog, nextTurn, open } = setUp();
    setDialog('result', true, { queue: true });
    expect(open()).toEqual(['result']);
    setDialog('result', true, { queue: true });
    setDialog('result', false);
    nextTurn();
    expect(open()).toEqual([]);
  });
});
