import { describe, expect, it } from 'vitest';

import { matchRoute, resolveHashAlias, toRouteName, toRouteTable } from '../../../../src/app/routes.ts';

const table = toRouteTable({
  screens: {
    officialHome: { path: '/' },
    loanDetail: { path: '/hasOf', hashAliases: ['borrowDetail'] },
    bindBank: { path: '/provideChoices', hashAliases: ['addnormalcard'] },
  },
});

describe('the route a page address shows', () => {
  it('is the path, with or without a trailing slash', () => {
    expect(matchRoute(table, '/hasOf', '')).toEqual({ name: 'loanDetail', viaHash: false });
    expect(matchRoute(table, '/hasOf/', '')).toEqual({ name: 'loanDetail', viaHash: false });
    expect(matchRoute(table, '/', '')).toEqual({ name: 'officialHome', viaHash: false });
    expect(toRouteName(table, '/hasOf//')).toBe('loanDetail');
  });

  it('is a known legacy hash alias before the path, its own query allowed', () => {
    expect(matchRoute(table, '/', '#/borrowDetail?orderId=1')).toEqual({ name: 'loanDetail', viaHash: true });
    expect(matchRoute(table, '/hasOf', '#/addnormalcard')).toEqual({ name: 'bindBank', viaHash: true });
  });

  it('falls back to the path for an unknown or malformed hash, and is none for an unknown path', () => {
    expect(matchRoute(table, '/hasOf', '#/nothing')).toEqual({ name: 'loanDetail', viaHash: false });
    expect(matchRoute(table, '/hasOf', '#/borrowDetail/extra')).toEqual({ name: 'loanDetail', viaHash: false });
    expect(matchRoute(table, '/hasOf', '#section')).toEqual({ name: 'loanDetail', viaHash: false });
    expect(matchRoute(table, '/contract/1', '')).toBeUndefined();
    expect(matchRoute(table, '/HASOF', '')).toBeUndefined();
  });

  it('turns a legacy hash address into its route, keeping the query of the page and of the hash', () => {
    expect(resolveHashAlias(table, '?sessionId=s1&orderId=0', '#/borrowDetail?orderId=7')).toBe('/hasOf?sessionId=s1&orderId=7');
    expect(resolveHashAlias(table, '', '#/nothing')).toBeUndefined();
  });
});
