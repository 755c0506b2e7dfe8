// The studio page leaves for the sign-in page once: a session check and a call answered 401 together
// must not start a second navigation, which would cancel the first on its way.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('goSignIn', () => {
  it('navigates once however many 401s arrive, with the first reason and the open screen', async () => {
    const assign = vi.fn();
    const location = { pathname: '/studio', hash: '#about-us', assign };
    vi.stubGlobal('location', location);
    vi.stubGlobal('window', { location });
    vi.resetModules();
    const { goSignIn, goSignInAfter } = await import('../../../../studio/web/team/team.ts');
    goSignIn('idle');
    goSignIn();
    await goSignInAfter(new Response(JSON.stringify({ reason: 'signed out' }), { status: 401 }));
    expect(assign.mock.calls).toEqual([['/__studio/sign-in?reason=idle#about-us']]);
  });
});
