import { describe, expect, it } from 'vitest';
import { toFirstLoadCalls, toInitialVars } from '../../../engine/core/first-load';
import type { Screen } from '../../../engine/generated/schema-types';

const screen = {
  schemaVersion: 1,
  id: 'sample',
  route: { path: '/sample' },
  title: { value: 'Sample' },
  variables: {
    page: { initial: 1 },
    tab: { initial: { var: ['query.tab', 'all'] } },
  },
  data: {
    order: { endpoint: 'loanDetails', params: { orderId: { var: 'query.orderId' }, page: { var: 'vars.page' }, tab: { var: 'vars.tab' } } },
    saved: { storage: { area: 'local', key: 'repaymentInfo' } },
    site: { endpoint: 'siteInfo', params: { locale: { var: 'config.locale' }, tip: { var: 'storage.session.tip' }, loaded: { var: 'data.order.id' } } },
  },
  blocks: [],
} as unknown as Screen;

const base = {
  query: { orderId: 'ORD1', tab: 'paid' },
  config: { locale: 'en-PH' },
  env: {},
  readStorage: (area: 'local' | 'session', key: string) => (area === 'session' && key === 'tip' ? 'seen' : null),
};

describe("a screen's first-load calls", () => {
  it("evaluates each API source's params as the runtime's first load does: query, config, storage, the variables' initial values, no data yet", () => {
    expect(toFirstLoadCalls(screen, base)).toEqual([
      { source: 'order', endpoint: 'loanDetails', params: { orderId: 'ORD1', page: 1, tab: 'paid' } },
      { source: 'site', endpoint: 'siteInfo', params: { locale: 'en-PH', tip: 'seen', loaded: undefined } },
    ]);
  });

  it('leaves storage sources out, and a screen without data has none', () => {
    expect(toFirstLoadCalls({ ...screen, data: { saved: { storage: { area: 'local', key: 'k' } } } } as Screen, base)).toEqual([]);
    expect(toFirstLoadCalls({ ...screen, data: undefined } as Screen, base)).toEqual([]);
  });

  it("gives the variables' initial values from the base scope", () => {
    expect(toInitialVars(screen, base)).toEqual({ page: 1, tab: 'paid' });
  });
});
