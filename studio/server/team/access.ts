// The team studio's own addresses: the studio API's prefix, the sign-in and sign-out pages and
// single sign-on's way to the provider and back. Who may call what is one table of every call,
// studio/server/calls.ts.

/** The studio API's prefix (studio/server/server.ts API_PREFIX; a test checks they agree). */
export const STUDIO_API = '/__studio/api';
export const SIGN_IN_PAGE = '/__studio/sign-in';
export const SIGN_OUT_PAGE = '/__studio/sign-out';
/** Single sign-on (sso.ts): the way to the provider, and its answer. */
export const SSO_START = '/__studio/sso/start';
export const SSO_CALLBACK = '/__studio/sso/callback';
