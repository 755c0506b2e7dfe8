// What the studio accepts from a person for the release history: a note, a user name, a bundle
// version; and the error a release call refuses with (its HTTP status and a sentence for staff).

/** A note is a sentence or two for the history, shown as text. */
const MAX_NOTE_LENGTH = 500;
const MAX_USER_LENGTH = 64;
export const VERSION = /^[0-9]{8}-[0-9]{6}-[0-9a-f]{8}$/;
// Control characters (a line break is allowed) and the bidirectional overrides that make text read differently from what it holds.
// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /[\u0000-\u0009\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

export class ReleaseError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A note as the history shows it: trimmed, at most MAX_NOTE_LENGTH characters, no control characters. */
export function checkNote(note: unknown, required: boolean): string {
  if (note === undefined && !required) return '';
  if (typeof note !== 'string') throw new ReleaseError(400, 'The note must be text.');
  const trimmed = note.trim();
  if (required && !trimmed) throw new ReleaseError(400, 'Write a note: what goes live and why. It is kept in the history.');
  if (trimmed.length > MAX_NOTE_LENGTH)
    throw new ReleaseError(400, `The note is ${trimmed.length} characters long: keep it within ${MAX_NOTE_LENGTH}.`);
  if (UNSAFE_TEXT.test(trimmed)) throw new ReleaseError(400, 'The note holds control or text-direction characters: write plain text.');
  return trimmed;
}

/** The studio user's name as the history records it. */
export function checkUser(user: string): string {
  const trimmed = user.trim();
  if (!trimmed || trimmed.length > MAX_USER_LENGTH || UNSAFE_TEXT.test(trimmed))
    throw new Error(`The user name must be 1 to ${MAX_USER_LENGTH} characters of plain text; got "${user.slice(0, 80)}".`);
  return trimmed;
}
