import { describe, expect, it } from 'vitest';

import { findFirstImages, type FirstImage, toFirstLoadCalls, toInitialVars } from '../../../../engine/core/first-load.ts';
import type { Screen } from '../../../../engine/generated/schema-types.ts';

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
    site: {
      endpoint: 'siteInfo',
      params: { locale: { var: 'config.locale' }, tip: { var: 'storage.session.tip' }, loaded: { var: 'data.order.id' } },
    },
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
    expect(toFirstLoadCalls({ ...screen, data: { saved: { storage: { area: 'local', key: 'k' } } } }, base)).toEqual([]);
    expect(toFirstLoadCalls({ ...screen, data: undefined }, base)).toEqual([]);
  });

  it("gives the variables' initial values from the base scope", () => {
    expect(toInitialVars(screen, base)).toEqual({ page: 1, tab: 'paid' });
  });
});

describe("a screen's first pictures", () => {
  const srcs = (images: FirstImage[]) => images.map((image) => image.src);
  const withImages = {
    blocks: [
      { type: 'image', src: '/site/hero.svg', alt: '' },
      { type: 'stack', visibleWhen: { var: 'query.promo' }, blocks: [{ type: 'image', src: '/site/promo.svg', alt: '' }] },
      {
        type: 'stack',
        blocks: [
          { type: 'image', src: { var: 'data.template.logo' }, alt: '' },
          { type: 'image', visibleWhen: { var: 'data.order.show' }, src: '/site/order.svg', alt: '' },
        ],
      },
      { type: 'list', items: { var: 'data.items' }, blocks: [{ type: 'image', src: { var: 'item.icon' }, alt: '' }] },
      { type: 'image', src: { concat: ['/icons/status-', { var: 'data.order.status' }, '.svg'] }, alt: '' },
    ],
  } as unknown as Screen;

  it('names the pictures its file gives before any data is in, leaving out what reads data or is hidden', () => {
    expect(srcs(findFirstImages(withImages, { ...base, data: {} }))).toEqual(['/site/hero.svg']);
    expect(srcs(findFirstImages(withImages, { ...base, query: { promo: '1' }, data: {} }))).toEqual(['/site/hero.svg', '/site/promo.svg']);
  });

  it('adds those from each data source as it comes in, never a half-known address', () => {
    expect(srcs(findFirstImages(withImages, { ...base, data: { template: { logo: 'https://cdn.example.ph/logo.png' } } }, 5))).toEqual([
      '/site/hero.svg',
      'https://cdn.example.ph/logo.png',
    ]);
    const all = { template: { logo: '' }, order: { show: true, status: 174 }, items: [{ icon: '/x.svg' }] };
    expect(srcs(findFirstImages(withImages, { ...base, data: all }, 5))).toEqual([
      '/site/hero.svg',
      '/site/order.svg',
      '/icons/status-174.svg',
    ]);
    expect(srcs(findFirstImages(withImages, { ...base, data: all }, 2))).toEqual(['/site/hero.svg', '/site/order.svg']);
  });

  it('gives the area each picture declares, 0 when it declares none (a banner keeps its space, a logo often not)', () => {
    const landing = {
      blocks: [
        { type: 'image', src: { var: 'data.template.logo' }, alt: '' },
        { type: 'image', src: { var: 'data.template.bannerImage' }, width: 750, height: 420, alt: '' },
      ],
    } as unknown as Screen;
    const data = { template: { logo: '/logo.svg', bannerImage: '/banner.svg' } };
    expect(findFirstImages(landing, { ...base, data })).toEqual([
      { src: '/logo.svg', area: 0 },
      { src: '/banner.svg', area: 315000 },
    ]);
  });
});
