import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// A chunk of its own, loaded only with a form that keeps a draft (form-parts.ts, formParts).

/** The storage key of a form's draft: the screen, the form and the chosen query values, hashed so no order number or session value is in clear. */
export function toDraftKey(screenId: string, formId: string, keyValues: readonly unknown[]): string {
  const digest = bytesToHex(sha256(utf8ToBytes(JSON.stringify([screenId, formId, ...keyValues])))).slice(0, 32);
  return `draft.${digest}`;
}
