import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/**
 * Password hashes in the PHC string format, so each stored hash says how it was made and the cost
 * can be raised later without breaking old hashes: `$scrypt$ln=14,r=8,p=5$<salt>$<hash>` (base64).
 * A sign-in rehashes a password stored at another cost (`needsRehash`).
 */

/**
 * OWASP's minimum for scrypt at 16 MiB (N=2^14, r=8, p=5; its other equal choices take 32 to 128
 * MiB a hash). The p lanes run one after the other, so a hash takes five times the work of p=1 but
 * no more memory: four hashes at once (libuv's threads) hold 64 MiB.
 */
const COST = { ln: 14, r: 8, p: 5 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Bounds on parameters read back from the database, so a tampered row cannot exhaust memory. */
const MAX = { ln: 20, r: 16, p: 16 } as const;

const PHC = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function derive(password: string, salt: Buffer, ln: number, r: number, p: number, keyBytes: number) {
  const N = 2 ** ln;
  // Node refuses scrypt above 32 MiB by default; allow what these parameters need.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise<Buffer>((resolve, reject) => {
    // The same Chinese or full-width text can arrive composed or decomposed; hash one form of it.
    scrypt(password.normalize('NFKC'), salt, keyBytes, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST.ln, COST.r, COST.p, KEY_BYTES);
  return `$scrypt$ln=${COST.ln},r=${COST.r},p=${COST.p}$${b64(salt)}$${b64(key)}`;
}

/** A stored hash's parameters and bytes; undefined when it is not one of ours. */
function parse(stored: string) {
  const match = PHC.exec(stored);
  if (!match) return undefined;
  return {
    ln: Number(match[1]),
    r: Number(match[2]),
    p: Number(match[3]),
    salt: Buffer.from(match[4] ?? '', 'base64'),
    key: Buffer.from(match[5] ?? '', 'base64'),
  };
}

/** Whether a stored hash was made at another cost than today's, so that a sign-in replaces it. */
export function needsRehash(stored: string): boolean {
  const hash = parse(stored);
  return !hash || hash.ln !== COST.ln || hash.r !== COST.r || hash.p !== COST.p;
}

/** Constant-time check of a password against a stored hash; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parse(stored);
  if (!hash) return false;
  const { ln, r, p, salt, key: expected } = hash;
  if (!(ln >= 1 && ln <= MAX.ln && r >= 1 && r <= MAX.r && p >= 1 && p <= MAX.p)) return false;
  if (expected.length < 16) return false;
  const actual = await derive(password, salt, ln, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}
