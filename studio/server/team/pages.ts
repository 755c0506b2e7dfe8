// The team studio's own small pages, rendered on the server: sign-in and sign-out. Plain forms
// (no script), the studio's colours; every text put in is escaped, so a name or message shows as
// text.
import { SIGN_IN_PAGE, SIGN_OUT_PAGE } from './access.ts';

export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character]);

const STYLE = `
:root { font: 14px/1.4 system-ui, sans-serif; color: #1d2430; background: #f4f5f7; }
main { max-width: 340px; margin: 12vh auto; background: #fff; border: 1px solid #d7dce3; border-radius: 8px; padding: 24px; }
h1 { font-size: 18px; margin: 0 0 16px; }
label { display: block; margin: 12px 0 4px; font-weight: 600; }
input { font: inherit; width: 100%; box-sizing: border-box; padding: 6px 8px; border: 1px solid #b8bfca; border-radius: 6px; }
button { font: inherit; margin-top: 18px; width: 100%; padding: 7px 10px; border-radius: 6px; border: 1px solid #0b5c8a; background: #0b5c8a; color: #fff; cursor: pointer; }
.message { margin: 0 0 8px; padding: 8px 10px; border-radius: 6px; background: #fdecec; color: #8a1c1c; }
.note { color: #5b6472; margin: 0 0 8px; }
.sso { display: block; text-align: center; margin: 0 0 8px; padding: 7px 10px; border-radius: 6px; border: 1px solid #0b5c8a; color: #0b5c8a; text-decoration: none; font-weight: 600; }
.or { text-align: center; color: #5b6472; margin: 12px 0 0; }`;

/** A page of the studio's own; `head` adds to its head (a meta refresh). */
export function renderPage(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}<title>${escapeHtml(title)} · Screen studio</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>
`;
}

const message = (text: string | undefined, kind: 'message' | 'note' = 'message') =>
  text ? `<p class="${kind}" role="${kind === 'message' ? 'alert' : 'status'}">${escapeHtml(text)}</p>` : '';

export function renderSignIn(options: {
  formToken: string;
  name?: string;
  error?: string;
  note?: string;
  /** Single sign-on's link ("Sign in with …"), and whether the password form shows too. */
  sso?: { label: string; href: string; passwords: boolean };
  /** A Retry link after the error. */
  retry?: string;
  /**
   * Served at the sign-in page's own address: the form posts to the page's address as it is, so the
   * studio link that led here (its #screen, kept over the redirect) is where the sign-in lands.
   */
  postsToItself?: boolean;
}): string {
  const retry = options.retry ? `<p><a href="${escapeHtml(options.retry)}">Retry</a></p>` : '';
  const sso = options.sso
    ? `<a class="sso" href="${escapeHtml(options.sso.href)}">Sign in with ${escapeHtml(options.sso.label)}</a>${options.sso.passwords ? '<p class="or">or with your studio password</p>' : ''}`
    : '';
  if (options.sso?.passwords === false)
    return renderPage(
      'Sign in',
      `<h1>Sign in to the screen studio</h1>${message(options.error)}${retry}${message(options.note, 'note')}${sso}`,
    );
  return renderPage(
    'Sign in',
    `<h1>Sign in to the screen studio</h1>${message(options.error)}${retry}${message(options.note, 'note')}${sso}
<form method="post"${options.postsToItself ? '' : ` action="${SIGN_IN_PAGE}"`}>
<input type="hidden" name="form" value="${escapeHtml(options.formToken)}">
<label for="name">Account</label><input id="name" name="name" autocomplete="username" required value="${escapeHtml(options.name ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>`,
  );
}

export function renderSignOut(options: { displayName: string; csrf: string }): string {
  return renderPage(
    'Sign out',
    `<h1>Sign out</h1><p class="note">Signed in as ${escapeHtml(options.displayName)}.</p>
<form method="post" action="${SIGN_OUT_PAGE}">
<input type="hidden" name="form" value="${escapeHtml(options.csrf)}">
<button type="submit">Sign out</button>
</form>`,
  );
}
