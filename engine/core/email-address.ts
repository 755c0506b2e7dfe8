// The e-mail address check of mailto: links (engine/core/external-links.ts, the markdown block,
// the shell's last check before it opens one).

/** A plain address: local part, '@', a domain of dot-separated labels. No spaces, commas or '?'. */
const EMAIL_ADDRESS =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const MAX_EMAIL_CHARS = 254;

/** True for a plain e-mail address such as 'support@example.ph'. */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_EMAIL_CHARS && EMAIL_ADDRESS.test(value.trim());
}
