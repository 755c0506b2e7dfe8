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
