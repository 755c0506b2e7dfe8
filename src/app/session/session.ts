// CONTRACTS §3: the session and device parameters every route receives, kept for the whole
// visit. They live in memory only: never in storage, never in logs (CONTRACTS §5).
const SESSION_KEYS = [
  'deviceId',
  'userId',
  'sessionId',
  'merchantNumber',
  'mobile',
  'platform',
  'appVersion',
  'productId',
  'orderId',
  'building',
  'gather',
  'swift',
  'eyes',
] as const;

type SessionKey = (typeof SESSION_KEYS)[number];

/** The 13 keys plus `product_id`, which mirrors `productId` (SPEC §7). */
export type CarriedKey = SessionKey | 'product_id';

export type Session = Readonly<Partial<Record<CarriedKey, string>>>;

const CARRIED_KEYS: readonly CarriedKey[] = [...SESSION_KEYS, 'product_id'];

let captured: Session = Object.freeze({});

/** Keeps the session parameters of the first URL's query (e.g. `location.search`). Call once at start-up. */
export function captureSession(search: string): Session {
  const params = new URLSearchParams(search);
  const values: Partial<Record<CarriedKey, string>> = {};
  for (const key of CARRIED_KEYS) {
    const value = params.get(key);
    // An empty value counts as absent, so it is neither carried nor sent as a header.
    if (value !== null && value !== '') values[key] = value;
  }
  captured = Object.freeze(mirrorProductId(values));
  return captured;
}

/**
 * Changes the visit's session (for the developer test page, SPEC §2.20): a given value replaces,
 * an empty one drops the parameter, a parameter not given is kept. productId and product_id
 * follow each other.
 */
export function replaceSession(values: Readonly<Record<string, string | undefined>>): Session {
  const next: Partial<Record<CarriedKey, string>> = {};
  const given = { ...values };
  if (given.productId !== undefined && given.product_id === undefined) given.product_id = given.productId;
  for (const key of CARRIED_KEYS) {
    const value = given[key] ?? captured[key];
    if (value !== undefined && value !== '') next[key] = value;
  }
  captured = Object.freeze(mirrorProductId(next));
  return captured;
}

export function getSession(): Session {
  return captured;
}

export function resetSessionForTests(): void {
  captured = Object.freeze({});
}

export function isCarriedKey(key: string): key is CarriedKey {
  return (CARRIED_KEYS as readonly string[]).includes(key);
}

/**
 * SPEC §7: if one of `productId` / `product_id` is present the other gets the same value.
 * Returns a new object; when both are present they are left as they are.
 */
export function mirrorProductId<T extends Record<string, unknown>>(record: T): T {
  const result: Record<string, unknown> = { ...record };
  const hasProductId = isPresent(result.productId);
  const hasSnakeProductId = isPresent(result.product_id);
  if (hasProductId && !hasSnakeProductId) result.product_id = result.productId;
  if (hasSnakeProductId && !hasProductId) result.productId = result.product_id;
  return result as T;
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * The keys that say who the borrower is and on which device. Only the borrower's own first URL
 * sets them: a screen, a server reply or a redirect URL never changes them. `productId` and
 * `orderId` are not among them: they name what a page shows (a redirect to the new order's
 * details, the loan confirm of another product), not who is asking.
 */
const IDENTITY_KEYS: readonly SessionKey[] = SESSION_KEYS.filter((key) => key !== 'productId' && key !== 'orderId');

export function isIdentityKey(key: string): boolean {
  return (IDENTITY_KEYS as readonly string[]).includes(key);
}

/**
 * The session parameters merged under the explicit ones, productId mirrored. The borrower's
 * identity values (IDENTITY_KEYS) always win over explicit ones.
 */
export function withSessionQuery(query: Record<string, string>, session: Session = captured): Record<string, string> {
  const explicit = mirrorProductId(query);
  const merged: Record<string, string> = {};
  for (const [key, value] of Object.entries(session)) {
    if (value !== undefined) merged[key] = value;
  }
  const result = { ...merged, ...explicit };
  for (const key of IDENTITY_KEYS) {
    const value = session[key];
    if (value !== undefined) result[key] = value;
  }
  return result;
}

/**
 * Puts the borrower's session on a first-party URL, in place: every identity parameter the URL
 * carries is replaced by the borrower's value or removed when the borrower has none, so a
 * server URL can never set or change them. With `append`, every session parameter the
 * borrower has is added too (the URL's own productId / orderId stay: they name the page's subject).
 */
export function applySessionToUrl(url: URL, session: Session, append: boolean): void {
  for (const key of IDENTITY_KEYS) {
    const value = session[key];
    if (value !== undefined && (append || url.searchParams.has(key))) url.searchParams.set(key, value);
    else if (value === undefined) url.searchParams.delete(key);
  }
  if (!append) return;
  const ownProduct = url.searchParams.get('productId') || url.searchParams.get('product_id');
  for (const [key, value] of Object.entries(session)) {
    const isProductKey = key === 'productId' || key === 'product_id';
    if (value !== undefined && !url.searchParams.has(key) && !(isProductKey && ownProduct)) url.searchParams.set(key, value);
  }
  // SPEC §7: the URL's own product goes under both names.
  if (ownProduct) {
    url.searchParams.set('productId', ownProduct);
    url.searchParams.set('product_id', ownProduct);
  }
}

export function toQueryString(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, value);
  }
  return params.toString();
}

const REDACTED = '[redacted]';

// Values this short cannot be told apart from ordinary text (a productId of "7"); they are
// still redacted under their own key names, just not inside free text.
const MIN_REDACTED_VALUE_CHARS = 3;

/**
 * A copy of `value` safe to log: session values are replaced inside strings, and any property
 * named like a session key is replaced whole.
 */
export function redactSession<T>(value: T, session: Session = captured): T {
  const secrets = Object.values(session)
    .filter((secret): secret is string => typeof secret === 'string' && secret.length >= MIN_REDACTED_VALUE_CHARS)
    .sort((a, b) => b.length - a.length);
  return redactValue(value, secrets, new WeakSet()) as T;
}

function redactValue(value: unknown, secrets: string[], seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactText(value, secrets);
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, secrets, seen));
  if (value instanceof Error) {
    return { name: value.name, message: redactText(value.message, secrets) };
  }
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] = isCarriedKey(key) ? REDACTED : redactValue(item, secrets, seen);
  }
  return result;
}

function redactText(text: string, secrets: string[]): string {
  let result = text;
  for (const secret of secrets) {
    result = result.split(secret).join(REDACTED);
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) result = result.split(encoded).join(REDACTED);
  }
  return result;
}

// Identifiers that must never reach storage (CONTRACTS §5). Shorter values are skipped: a
// 4-digit userId would match ordinary amounts and dates and block legitimate writes.
const STORAGE_GUARDED_KEYS: readonly SessionKey[] = ['deviceId', 'userId', 'sessionId', 'mobile', 'building', 'gather', 'swift', 'eyes'];
const MIN_GUARDED_VALUE_CHARS = 6;

/** True when `text` contains one of the session's identifying values. */
export function hasSessionSecret(text: string, session: Session = captured): boolean {
  return STORAGE_GUARDED_KEYS.some((key) => {
    const value = session[key];
    return value !== undefined && value.length >= MIN_GUARDED_VALUE_CHARS && text.includes(value);
  });
}

const MASK = '•';
const VISIBLE_MOBILE_DIGITS = 4;

/**
 * The value with every identifying session value (the keys `hasSessionSecret` guards) masked
 * where it appears in text, e.g. a notice 'Code sent to 09171234567' → 'Code sent to •••••••4567':
 * the borrower still recognises the mobile by its last digits; other identifiers are masked whole.
 * A property named after a session key is left out. Used to store server replies (CONTRACTS §5).
 */
export function maskSessionValues<T>(value: T, session: Session = captured): T {
  const secrets = STORAGE_GUARDED_KEYS.flatMap((key) => {
    const secret = session[key];
    if (secret === undefined || secret.length < MIN_GUARDED_VALUE_CHARS) return [];
    const mask =
      key === 'mobile' && secret.length > VISIBLE_MOBILE_DIGITS
        ? MASK.repeat(secret.length - VISIBLE_MOBILE_DIGITS) + secret.slice(-VISIBLE_MOBILE_DIGITS)
        : MASK.repeat(4);
    return [{ secret, mask }];
  }).sort((a, b) => b.secret.length - a.secret.length);
  return maskValue(value, secrets) as T;
}

function maskValue(value: unknown, secrets: { secret: string; mask: string }[]): unknown {
  if (typeof value === 'number' && secrets.some(({ secret }) => secret === String(value))) return maskValue(String(value), secrets);
  if (typeof value === 'string') {
    let result = value;
    for (const { secret, mask } of secrets) result = result.split(secret).join(mask);
    return result;
  }
  if (Array.isArray(value)) return value.map((item) => maskValue(item, secrets));
  if (typeof value !== 'object' || value === null) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!isCarriedKey(key)) result[key] = maskValue(item, secrets);
  }
  return result;
}
