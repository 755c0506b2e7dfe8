import { describe, expect, it } from 'vitest';

import { actions } from '../../../../engine/actions/registry.ts';
import { createScreenRuntime } from '../../../../engine/core/runtime.ts';
import type { Screen } from '../../../../engine/generated/schema-types.ts';
import { createFakeServices } from '../fake-services.ts';

const screen: Screen = {
  schemaVersion: 1,
  id: 'test',
  title: 'Test',
  blocks: [],
  variables: { after: { initial: 0 }, seen: { initial: null } },
};

describe('bridge with ignoreErrors', () => {
  const throwingBridge = {
    send: () => {
      throw new Error('native side crashed');
    },
    subscribe: () => () => undefined,
  };

  it('logs a native failure and carries on with the list (a tracking point never blocks the next step)', async () => {
    const fake = createFakeServices({}, { bridge: throwingBridge });
    const runtime = createScreenRuntime(screen, fake.services, actions);
    const ok = await runtime.run([
      { type: 'bridge', call: 'burialPoint', ignoreErrors: true, payload: { name: 'x' } },
      { type: 'set', var: 'after', value: 1 },
    ]);
    expect(ok).toBe(true);
    expect(runtime.getState().vars.after).toBe(1);
    expect(fake.logs).toEqual([expect.objectContaining({ level: 'warn', message: expect.stringContaining('burialPoint') })]);
  });

  it('without it, a native failure stops the list as any failed action does', async () => {
    const fake = createFakeServices({}, { bridge: throwingBridge });
    const runtime = createScreenRuntime(screen, fake.services, actions);
    expect(
      await runtime.run([
        { type: 'bridge', call: 'closeWebview' },
        { type: 'set', var: 'after', value: 1 },
      ]),
    ).toBe(false);
    expect(runtime.getState().vars.after).toBe(0);
  });
});

describe('call onError scope', () => {
  it("has the server's own message as serverMessage, '' when it sent none", async () => {
    const fake = createFakeServices({
      said: { ok: false, kind: 'server', code: '51', message: ' Insufficient funds ' },
      silent: { ok: false, kind: 'server', code: '51' },
    });
    const runtime = createScreenRuntime(screen, fake.services, actions);
    const record = [
      {
        type: 'set' as const,
        var: 'seen',
        value: { object: { server: { var: 'error.serverMessage' }, shown: { var: 'error.message' }, code: { var: 'error.code' } } },
      },
    ];
    await runtime.run([{ type: 'call', endpoint: 'said', onError: record }]);
    expect(runtime.getState().vars.seen).toEqual({ server: 'Insufficient funds', shown: 'Insufficient funds', code: '51' });
    await runtime.run([{ type: 'call', endpoint: 'silent', onError: record }]);
    expect(runtime.getState().vars.seen).toEqual({ server: '', shown: 'engine.loadFailed', code: '51' });
  });
});
