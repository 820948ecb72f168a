import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { unmetPasswordRequirements } from '@pawcall/domain';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { MessageKey } from '../i18n';

const KEY_LENGTH = 64;
// N=16384, r=8, p=1: node's defaults, about 50 ms a hash; stored with the hash so they can change.
const COST = { N: 16384, r: 8, p: 1 };

function scrypt(password: string, salt: Buffer, cost: typeof COST): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...cost, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the email is unknown, so a miss costs as long as a hit. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(12).toString('base64url'));
  return decoyHash;
}

let breached: Set<string> | undefined;

/**
 * True for a password in zxcvbn-ts's list of common and breached passwords (about 49,000, from
 * public breach corpora), compared case-insensitively: NIST SP 800-63B-4 asks verifiers to refuse
 * those. Only the server holds the list, so it stays out of the web app's bundle.
 */
export function isBreachedPassword(password: string): boolean {
  breached ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return breached.has(password.normalize('NFKC').trim().toLowerCase());
}

/**
 * What is wrong with a new password (registration, reset, change), as messages: the shared length
 * rule of @pawcall/domain (the one the web app shows), then the breached-password list.
 */
export function newPasswordProblems(password: string): MessageKey[] {
  if (password === '') return ['field.password.required'];
  const unmet = unmetPasswordRequirements(password);
  if (unmet.length > 0) return unmet.map((requirement) => `password.${requirement}` as const);
  return isBreachedPassword(password) ? ['password.COMMON'] : [];
}
