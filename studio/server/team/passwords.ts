// Passwords as the team studio keeps them: scrypt (node:crypto) with a random salt per password,
// stored as "scrypt$N$r$p$salt$hash" (base64url), so the cost can be raised later and old hashes
// still verify. A password never leaves this module in clear, and is never logged. A new password
// has 12 to 256 characters and is none an attacker tries first (NIST SP 800-63B): not on the
// common-passwords list of @zxcvbn-ts/language-common (about 49,000 from breaches, read once, when
// first needed), nor such a password with digits or signs around it, nor one character or a short
// piece repeated, nor a run of the alphabet, the digits or a keyboard row, nor the account's name.
import { randomBytes, randomInt, scrypt, type ScryptOptions } from 'node:crypto';

import { sameSecret } from '../http/secrets.ts';

/** scrypt's cost parameters, as a hash stores them. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}
/** OWASP's scrypt minimum (N=2^17, r=8, p=1) is 128 MB per hash; 2^15 keeps a sign-in near 50 ms on a small server. */
const DEFAULT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 256;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((done, fail) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? fail(error) : done(key))),
  );
}

/** Why a password is refused, or undefined when it will do. */
export function checkPasswordRule(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `A password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `A password has at most ${MAX_PASSWORD_LENGTH} characters.`;
  return undefined;
}

/** What the studio says of a password an attacker would try first. */
export const GUESSABLE_PASSWORD = {
  listed: 'This password is on a list of passwords attackers try first; choose another.',
  pattern:
    'A password of one character or a short piece repeated, or a run such as abcdef or qwerty, is among the first attackers try; choose another.',
  name: 'A password with the account name in it is among the first attackers try; choose another.',
} as const;
/** Runs attackers try early: the alphabet, the digits and the rows and columns of a keyboard, each forwards and backwards. */
const RUNS = ['abcdefghijklmnopqrstuvwxyz', '0123456789', 'qwertyuiopasdfghjklzxcvbnm', '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p'].flatMap(
  (run) => [run.repeat(3), Array.from(run).reverse().join('').repeat(3)],
);
/** Fewer different characters than this is a repetition ("aaaaaaaaaaab", "121212121212"). */
const MIN_DIFFERENT_CHARACTERS = 5;

let commonPasswords: Promise<ReadonlySet<string>> | undefined;
/** The list, read once when a password is first checked (the server does not load it at start, and no page ever does). */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())),
  );
  return commonPasswords;
}

/** Why an attacker would try `password` early (see the top of this file), or undefined. */
async function guessable(password: string, accountName = ''): Promise<string | undefined> {
  const text = password.normalize('NFKC').toLowerCase();
  const piece = /^(.+?)\1+$/su.exec(text)?.[1];
  if (new Set(text).size < MIN_DIFFERENT_CHARACTERS || RUNS.some((run) => run.includes(text)) || (piece && piece.length <= 6))
    return GUESSABLE_PASSWORD.pattern;
  const name = accountName.toLowerCase().split('@')[0];
  if (name.length >= 4 && text.includes(name)) return GUESSABLE_PASSWORD.name;
  const list = await loadCommonPasswords();
  // The password itself, the word inside digits and signs ("Password2024!", "2024iloveyou!"), and a listed one repeated ("dragondragon").
  const core = text.replace(/^\P{L}+|\P{L}+$/gu, '');
  if (list.has(text) || (core.length >= 4 && list.has(core)) || (piece && list.has(piece))) return GUESSABLE_PASSWORD.listed;
  return undefined;
}

/**
 * Why a new password is refused, or undefined when it will do: the length, then whether an attacker
 * would try it first. The same rule for the command line, the admin page and a person's own change.
 */
export async function checkNewPassword(password: string, accountName?: string): Promise<string | undefined> {
  return checkPasswordRule(password) ?? (await guessable(password, accountName));
}

export async function hashPassword(password: string, cost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` is the one `stored` was made from; the comparison takes the same time whatever differs. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, N, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key || password.length > MAX_PASSWORD_LENGTH) return false;
  const expected = Buffer.from(key, 'base64url');
  const given = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  return sameSecret(given, expected);
}

/**
 * A hash no password matches: verified against when the account does not exist, so a wrong name takes
 * as long as a wrong password. At the studio's cost unless told another (tests whose accounts are
 * hashed cheaper: TeamOptions.unknownNameCost).
 */
export function unusableHash(cost: ScryptCost = DEFAULT_COST): string {
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${Buffer.alloc(SALT_BYTES).toString('base64url')}$${Buffer.alloc(KEY_BYTES).toString('base64url')}`;
}
export const UNUSABLE_HASH = unusableHash();

/** Letters and digits no one misreads (no 0/O, 1/l/I), for a password read off a screen and typed. */
const TEMPORARY_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A strong temporary password (20 random characters, about 115 bits) in groups of five: "7kQpz-Hn3wa-…". */
function temporaryPassword(): string {
  const characters = Array.from({ length: 20 }, () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)]);
  return [0, 5, 10, 15].map((start) => characters.slice(start, start + 5).join('')).join('-');
}

/** A temporary password for `accountName` that the password rule takes (a random one rarely holds the name: another is drawn). */
export async function newTemporaryPassword(accountName: string): Promise<string> {
  for (;;) {
    const password = temporaryPassword();
    if (!(await checkNewPassword(password, accountName))) return password;
  }
}
