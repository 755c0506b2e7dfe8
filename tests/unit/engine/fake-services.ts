import { vi } from 'vitest';

import type { ApiResult, EngineServices } from '../../../engine/core/services.ts';

/** Engine services with recording fakes; `replies` answers api.call by endpoint name. */
export function createFakeServices(
  replies: Record<string, ApiResult | (() => ApiResult | Promise<ApiResult>)> = {},
  overrides: Partial<EngineServices> = {},
) {
  const toasts: string[] = [];
  const bridgeCalls: { action: string; payload?: unknown }[] = [];
  const navigations: unknown[] = [];
  const logs: unknown[] = [];
  const backHandlers = new Set<(data: unknown) => void>();
  const storage = new Map<string, string>();
  const call = vi.fn(async (endpoint: string, _params: Record<string, unknown>): Promise<ApiResult> => {
    const reply = replies[endpoint];
    if (!reply) return { ok: false, kind: 'unknown-endpoint' };
    return typeof reply === 'function' ? reply() : reply;
  });
  const services: EngineServices = {
    api: { call, upload: vi.fn(async (): Promise<ApiResult> => ({ ok: true, data: { url: 'https://cdn.example/x.png' } })) },
    navigate: (target) => void navigations.push(target),
    openUrl: vi.fn(() => true),
    toSafeUrl: (url) => (typeof url === 'string' && /^https?:|^\//.test(url) ? url : undefined),
    bridge: {
      send: (action, payload) => void bridgeCalls.push({ action, payload }),
      subscribe: (event, handler) => {
        if (event === 'back') backHandlers.add(handler);
        return () => backHandlers.delete(handler);
      },
    },
    toast: { show: (text) => void toasts.push(text) },
    storage: {
      get: (area, key) => storage.get(`${area}:${key}`) ?? null,
      set: (area, key, value) => {
        storage.set(`${area}:${key}`, value);
        return true;
      },
      remove: (area, key) => void storage.delete(`${area}:${key}`),
    },
    clipboard: { copy: vi.fn(async () => true) },
    clock: {
      setTimeout: (run, ms) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
    },
    messages: { t: (key, args) => (args && Object.keys(args).length ? `${key} ${JSON.stringify(args)}` : key), has: () => true },
    format: {
      money: (cents) => `₱${(Number(cents) / 100).toFixed(2)}`,
      date: (value) => String(value),
      number: (value) => `#${String(value)}`,
    },
    query: { productId: '1' },
    config: { servicePhone: '+63 2 8123 4567' },
    isDevelopment: true,
    log: (entry) => void logs.push(entry),
    ...overrides,
  };
  return {
    services,
    call,
    toasts,
    bridgeCalls,
    navigations,
    logs,
    storage,
    pressBack: () => backHandlers.forEach((handler) => handler(undefined)),
  };
}
