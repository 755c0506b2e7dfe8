import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { actions } from '../../../../engine/actions/registry.ts';
import { createScreenRuntime, readStoredSource } from '../../../../engine/core/runtime.ts';
import type { Screen } from '../../../../engine/generated/schema-types.ts';
import { createFakeServices } from '../fake-services.ts';

const screen = (extra: Partial<Screen>): Screen => ({ schemaVersion: 1, id: 'test', title: 'Test', blocks: [], ...extra });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a storage data source', () => {
  it('loads the stored JSON as data, without calling the API, and then runs onLoad', async () => {
    const fake = createFakeServices();
    fake.storage.set('local:repaymentInfo', JSON.stringify({ repayAmount: 140000, defDetail: { payCode: 'PN1' } }));
    const runtime = createScreenRuntime(
      screen({
        data: { info: { storage: { area: 'local', key: 'repaymentInfo' } } },
        variables: { code: { initial: null } },
        onLoad: [{ type: 'set', var: 'code', value: { var: 'data.info.defDetail.payCode' } }],
      }),
      fake.services,
      actions,
    );
    runtime.start();
    await vi.runAllTimersAsync();
    expect(runtime.getState()).toMatchObject({ status: 'ready', data: { info: { repayAmount: 140000 } }, vars: { code: 'PN1' } });
    expect(fake.call).not.toHaveBeenCalled();
  });

  it('gives null when nothing is stored: the screen is ready, never an error', async () => {
    const fake = createFakeServices();
    const runtime = createScreenRuntime(
      screen({ data: { info: { storage: { area: 'session', key: 'missing' } } } }),
      fake.services,
      actions,
    );
    runtime.start();
    await vi.runAllTimersAsync();
    expect(runtime.getState()).toMatchObject({ status: 'ready', data: { info: null } });
  });

  it('keeps stored text that is not JSON as text', () => {
    const fake = createFakeServices();
    fake.storage.set('local:note', '{"broken": ');
    expect(readStoredSource({ storage: { area: 'local', key: 'note' } }, fake.services)).toEqual({ ok: true, data: '{"broken": ' });
    fake.storage.set('local:flag', '1');
    expect(readStoredSource({ storage: { area: 'local', key: 'flag' } }, fake.services)).toEqual({ ok: true, data: 1 });
  });

  it('reads the value again on reload (a Retry sees what was stored meanwhile)', async () => {
    const fake = createFakeServices();
    const runtime = createScreenRuntime(screen({ data: { info: { storage: { area: 'local', key: 'k' } } } }), fake.services, actions);
    runtime.start();
    await vi.runAllTimersAsync();
    fake.storage.set('local:k', '{"a": 2}');
    await runtime.reload('info');
    expect(runtime.getState().data.info).toEqual({ a: 2 });
  });
});

describe('an endpoint data source with errorText', () => {
  it('shows its own message instead of the server message when the call fails', async () => {
    const fake = createFakeServices({ cards: { ok: false, kind: 'server', message: 'upstream timeout' } });
    const runtime = createScreenRuntime(
      screen({ data: { way: { endpoint: 'cards', errorText: { msg: 'repay.queryCardsFailed' } } } }),
      fake.services,
      actions,
    );
    runtime.start();
    await vi.runAllTimersAsync();
    expect(runtime.getState()).toMatchObject({ status: 'error', errorMessage: 'repay.queryCardsFailed' });
  });

  it('keeps the usual message for a source without errorText', async () => {
    const fake = createFakeServices({ a: { ok: true, data: {} }, b: { ok: false, kind: 'server', message: 'Order not found' } });
    const runtime = createScreenRuntime(
      screen({ data: { a: { endpoint: 'a', errorText: 'not this one' }, b: { endpoint: 'b' } } }),
      fake.services,
      actions,
    );
    runtime.start();
    await vi.runAllTimersAsync();
    expect(runtime.getState()).toMatchObject({ status: 'error', errorMessage: 'Order not found' });
  });
});

describe('a first load whose replies are in before the screen starts', () => {
  const loanScreen = screen({
    data: {
      loan: { endpoint: 'loanDetails', params: { orderId: { var: 'query.orderId' } } },
      info: { storage: { area: 'local', key: 'k' } },
    },
    variables: { seen: { initial: 0 } },
    onLoad: [{ type: 'set', var: 'seen', value: 1 }],
  });

  it('starts ready with that data (no loading state), takes the replies as it starts, and calls nothing', async () => {
    const fake = createFakeServices();
    fake.storage.set('local:k', '{"a": 1}');
    const asked: unknown[] = [];
    const settledReply = vi.fn((endpoint: string, params: Record<string, unknown>, take: boolean) => {
      asked.push([endpoint, params, take]);
      return { ok: true as const, data: { amount: 5 } };
    });
    const services = { ...fake.services, query: { orderId: '9' }, api: { ...fake.services.api, settledReply } };
    const runtime = createScreenRuntime(loanScreen, services, actions);
    // What the onLoad sets first is in the state the screen first renders.
    expect(runtime.getState()).toMatchObject({ status: 'ready', data: { loan: { amount: 5 }, info: { a: 1 } }, vars: { seen: 1 } });
    // Nothing is handed over before the screen is on the page.
    expect(asked).toEqual([['loanDetails', { orderId: '9' }, false]]);
    runtime.start();
    await vi.runAllTimersAsync();
    expect(asked.at(-1)).toEqual(['loanDetails', { orderId: '9' }, true]);
    expect(runtime.getState().vars).toEqual({ seen: 1 });
    expect(fake.call).not.toHaveBeenCalled();
  });

  it('starts with the load error when a needed reply failed, and Retry calls again', async () => {
    const fake = createFakeServices({ loanDetails: { ok: true, data: { amount: 7 } } });
    const settledReply = () => ({ ok: false as const, kind: 'server' as const, message: 'Try later' });
    const services = { ...fake.services, api: { ...fake.services.api, settledReply } };
    const runtime = createScreenRuntime(loanScreen, services, actions);
    expect(runtime.getState()).toMatchObject({ status: 'error', errorMessage: 'Try later' });
    runtime.start();
    await vi.runAllTimersAsync();
    expect(runtime.getState().vars).toEqual({ seen: 0 });
    await runtime.reload();
    expect(runtime.getState()).toMatchObject({ status: 'ready', data: { loan: { amount: 7 } }, vars: { seen: 1 } });
  });

  it("starts with the onLoad's leading sets applied once, and runs the rest when it starts, in the onLoad's scope", async () => {
    const fake = createFakeServices();
    const settledReply = () => ({ ok: true as const, data: { amount: 5, rows: ['a', 'b'] } });
    const services = { ...fake.services, api: { ...fake.services.api, settledReply } };
    const counted = screen({
      data: { loan: { endpoint: 'loanDetails' } },
      variables: { count: { initial: 1 }, first: { initial: null }, seenCount: { initial: 0 } },
      onLoad: [
        { type: 'set', var: 'count', value: { '+': [{ var: 'vars.count' }, 1] } },
        { type: 'set', var: 'first', value: { var: 'data.loan.rows.0' } },
        { type: 'toast', text: 'Hello' },
        // As in any list, each action reads the scope the list started in.
        { type: 'set', var: 'seenCount', value: { var: 'vars.count' } },
      ],
    });
    const runtime = createScreenRuntime(counted, services, actions);
    expect(runtime.getState().vars).toEqual({ count: 2, first: 'a', seenCount: 0 });
    expect(fake.toasts).toEqual([]);
    runtime.start();
    await vi.runAllTimersAsync();
    expect(fake.toasts).toEqual(['Hello']);
    expect(runtime.getState().vars).toEqual({ count: 2, first: 'a', seenCount: 1 });
  });

  it('applies no set before its data is in: a screen that loads runs its whole onLoad after the load', async () => {
    const fake = createFakeServices({ loanDetails: { ok: true, data: { amount: 9 } } });
    const services = { ...fake.services, api: { ...fake.services.api, settledReply: () => undefined } };
    const amountScreen = screen({
      data: { loan: { endpoint: 'loanDetails' } },
      variables: { amount: { initial: 0 } },
      onLoad: [{ type: 'set', var: 'amount', value: { var: 'data.loan.amount' } }],
    });
    const runtime = createScreenRuntime(amountScreen, services, actions);
    expect(runtime.getState()).toMatchObject({ status: 'loading', vars: { amount: 0 } });
    runtime.start();
    await vi.runAllTimersAsync();
    expect(runtime.getState()).toMatchObject({ status: 'ready', vars: { amount: 9 } });
  });

  it('loads as usual when one reply is not in yet', async () => {
    const fake = createFakeServices({ loanDetails: { ok: true, data: { amount: 8 } } });
    const services = { ...fake.services, api: { ...fake.services.api, settledReply: () => undefined } };
    const runtime = createScreenRuntime(loanScreen, services, actions);
    expect(runtime.getState().status).toBe('loading');
    runtime.start();
    await vi.runAllTimersAsync();
    expect(runtime.getState()).toMatchObject({ status: 'ready', data: { loan: { amount: 8 } }, vars: { seen: 1 } });
    expect(fake.call).toHaveBeenCalledTimes(1);
  });
});
