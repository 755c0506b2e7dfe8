import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { actions } from '../../../../engine/actions/registry.ts';
import { createScreenRuntime } from '../../../../engine/core/runtime.ts';
import type { Screen } from '../../../../engine/generated/schema-types.ts';
import { createFakeServices } from '../fake-services.ts';

const screen = (extra: Partial<Screen>): Screen => ({ schemaVersion: 1, id: 'test', title: 'Test', blocks: [], ...extra });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createScreenRuntime', () => {
  it('loads every data source with evaluated params, then runs onLoad once', async () => {
    const fake = createFakeServices({ loanDetails: { ok: true, data: { orderStatus: 200, isScore: 1 } } });
    const runtime = createScreenRuntime(
      screen({
        data: { loan: { endpoint: 'loanDetails', params: { productId: { var: 'query.productId' } } } },
        onLoad: [{ type: 'if', when: { '==': [{ var: 'data.loan.isScore' }, 1] }, then: [{ type: 'openDialog', dialog: 'rating' }] }],
      }),
      fake.services,
      actions,
    );
    expect(runtime.getState().status).toBe('loading');
    runtime.start();
    await vi.runAllTimersAsync();
    expect(fake.call).toHaveBeenCalledWith('loanDetails', { productId: '1' }, { loadingText: undefined });
    expect(runtime.getState()).toMatchObject({ status: 'ready', data: { loan: { orderStatus: 200 } }, dialogs: { rating: true } });
  });

  it('shows the failure, and runs onLoad after a successful Retry', async () => {
    let attempts = 0;
    const fake = createFakeServices({
      loanDetails: () => (attempts++ === 0 ? { ok: false, kind: 'network' } : { ok: true, data: { name: 'PesoNow' } }),
    });
    const runtime = createScreenRuntime(
      screen({
        data: { loan: { endpoint: 'loanDetails' } },
        variables: { loaded: { initial: false } },
        onLoad: [{ type: 'set', var: 'loaded', value: true }],
      }),
      fake.services,
      actions,
    );
    runtime.start();
    await vi.runAllTimersAsync();
    expect(runtime.getState()).toMatchObject({ status: 'error', errorMessage: 'engine.networkError', vars: { loaded: false } });
    await runtime.reload();
    expect(runtime.getState()).toMatchObject({ status: 'ready', vars: { loaded: true } });
  });

  it('a failed call toasts its message for 2 s and stops the list; ignoreErrors goes on', async () => {
    const show = vi.fn();
    const fake = createFakeServices({ save: { ok: false, kind: 'server', message: 'Card is blocked' } }, { toast: { show } });
    const runtime = createScreenRuntime(screen({ variables: { after: { initial: 0 } } }), fake.services, actions);
    const ok = await runtime.run([
      { type: 'call', endpoint: 'save' },
      { type: 'set', var: 'after', value: 1 },
    ]);
    expect(ok).toBe(false);
    expect(show).toHaveBeenCalledWith('Card is blocked', 2000);
    expect(runtime.getState().vars.after).toBe(0);
    await runtime.run([
      { type: 'call', endpoint: 'save', ignoreErrors: true },
      { type: 'set', var: 'after', value: 2 },
    ]);
    expect(runtime.getState().vars.after).toBe(2);
  });

  it('runs onSuccess with the reply as result, and onError with the error', async () => {
    const fake = createFakeServices({
      ok: { ok: true, data: { payUrl: 'https://pay.example/1' } },
      bad: { ok: false, kind: 'server', code: 800006, message: 'verification code error' },
    });
    const runtime = createScreenRuntime(screen({ variables: { code: { initial: null } } }), fake.services, actions);
    await runtime.run([{ type: 'call', endpoint: 'ok', onSuccess: [{ type: 'openUrl', url: { var: 'result.payUrl' } }] }]);
    expect(fake.services.openUrl).toHaveBeenCalledWith('https://pay.example/1', expect.anything());
    await runtime.run([{ type: 'call', endpoint: 'bad', onError: [{ type: 'set', var: 'code', value: { var: 'error.code' } }] }]);
    expect(runtime.getState().vars.code).toBe(800006);
    expect(fake.toasts).toEqual([]);
  });

  it('counts a countdown down to 0 once a second, and restarts it', async () => {
    const fake = createFakeServices();
    const runtime = createScreenRuntime(screen({ variables: { countdown: { initial: 0 } } }), fake.services, actions);
    await runtime.run([{ type: 'countdown', var: 'countdown', seconds: 60 }]);
    expect(runtime.getState().vars.countdown).toBe(60);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(runtime.getState().vars.countdown).toBe(1);
    await runtime.run([{ type: 'countdown', var: 'countdown', seconds: 60 }]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runtime.getState().vars.countdown).toBe(57);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runtime.getState().vars.countdown).toBe(0);
  });

  it('runs a delayed action later, and never after the screen closed', async () => {
    const fake = createFakeServices();
    const runtime = createScreenRuntime(screen({}), fake.services, actions);
    await runtime.run([{ type: 'delay', ms: 3000, then: [{ type: 'bridge', call: 'goRate' }] }]);
    await vi.advanceTimersByTimeAsync(2999);
    expect(fake.bridgeCalls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.bridgeCalls).toEqual([{ action: 'goRate', payload: undefined }]);
    await runtime.run([{ type: 'delay', ms: 1500, then: [{ type: 'bridge', call: 'goHome' }] }]);
    runtime.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.bridgeCalls).toHaveLength(1);
  });

  it('answers the native back press with onBack while open', async () => {
    const fake = createFakeServices();
    const runtime = createScreenRuntime(screen({ onBack: [{ type: 'openDialog', dialog: 'retention' }] }), fake.services, actions);
    runtime.start();
    fake.pressBack();
    await vi.runAllTimersAsync();
    expect(runtime.getState().dialogs.retention).toBe(true);
    runtime.dispose();
  });

  it('stores JSON in storage and removes a key for null', async () => {
    const fake = createFakeServices();
    const runtime = createScreenRuntime(screen({}), fake.services, actions);
    await runtime.run([
      { type: 'store', area: 'local', key: 'repaymentInfo', value: { object: { repayAmount: 150000 } } },
      { type: 'store', area: 'session', key: 'showBankTip', value: '1' },
    ]);
    expect(fake.storage.get('local:repaymentInfo')).toBe('{"repayAmount":150000}');
    expect(fake.storage.get('session:showBankTip')).toBe('1');
    await runtime.run([{ type: 'store', area: 'session', key: 'showBankTip', value: null }]);
    expect(fake.storage.has('session:showBankTip')).toBe(false);
  });

  it('copies a value and confirms with the catalog text', async () => {
    const fake = createFakeServices();
    const runtime = createScreenRuntime(screen({}), fake.services, actions);
    await runtime.run([{ type: 'copy', value: 'PN74920118245' }]);
    expect(fake.services.clipboard.copy).toHaveBeenCalledWith('PN74920118245');
    expect(fake.toasts).toEqual(['engine.copySuccess']);
  });

  it('logs an unknown action type nested in a call and an if at its own place in the file', async () => {
    const fake = createFakeServices({ loanDetails: { ok: true, data: { ok: 1 } } });
    const runtime = createScreenRuntime(screen({}), fake.services, actions);
    const nested = [
      {
        type: 'call',
        endpoint: 'loanDetails',
        onSuccess: [{ type: 'if', when: false, then: [], else: [{ type: 'sequence', actions: [{ type: 'teleport' }] }] }],
      },
    ];
    await runtime.run(nested as never, undefined, '/blocks/0/actions');
    expect(fake.logs).toEqual([
      {
        level: 'error',
        screen: 'test',
        pointer: '/blocks/0/actions/0/onSuccess/0/else/0/actions/0',
        message: 'Unknown action type "teleport"',
      },
    ]);
  });

  it('logs an unknown action type with its pointer and stops', async () => {
    const fake = createFakeServices();
    const runtime = createScreenRuntime(screen({}), fake.services, actions);
    const ok = await runtime.run([{ type: 'teleport' } as never], undefined, '/blocks/0/actions');
    expect(ok).toBe(false);
    expect(fake.logs).toEqual([
      { level: 'error', screen: 'test', pointer: '/blocks/0/actions/0', message: 'Unknown action type "teleport"' },
    ]);
  });

  it('runs the actions of a native event with its data, until the screen closes', async () => {
    const handlers = new Map<string, (data: unknown) => void>();
    const fake = createFakeServices({}, {});
    fake.services.bridge.subscribe = (event, handler) => {
      handlers.set(event, handler);
      return () => handlers.delete(event);
    };
    const runtime = createScreenRuntime(
      screen({
        variables: { location: { initial: null } },
        events: { location: [{ type: 'set', var: 'location', value: { var: 'event.latitude' } }] },
      }),
      fake.services,
      actions,
    );
    runtime.start();
    handlers.get('location')?.({ latitude: 14.55 });
    await vi.runAllTimersAsync();
    expect(runtime.getState().vars.location).toBe(14.55);
    runtime.dispose();
    expect(handlers.has('location')).toBe(false);
  });

  it('navigates with a query built from an object, explicit entries winning', async () => {
    const fake = createFakeServices();
    const runtime = createScreenRuntime(screen({}), fake.services, actions);
    await runtime.run([
      { type: 'navigate', to: 'loanDetail', queryFrom: { object: { orderId: 'A', mobile: '' } }, query: { orderId: 'B', from: 'x' } },
    ]);
    expect(fake.navigations).toEqual([{ route: 'loanDetail', query: { orderId: 'B', from: 'x' }, replace: undefined }]);
  });
});
