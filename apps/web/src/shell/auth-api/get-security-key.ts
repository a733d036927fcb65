import type { z } from 'zod';
import type { securityKeyReply } from '@scf/shared/schemas/auth';
import { encryptPassword } from '@/lib/crypto';
import type { EncryptedPassword } from '@/lib/crypto';
import { post } from '@/lib/request';

const SECURITY_KEY_PATH = '/getSecurityKey';

/**
 * POST /getSecurityKey. Fetched for every form that sends a password rather than cached: the
 * server may rotate its key, and a stale one would fail the submission. Silent: the form that
 * sends the password reports any failure.
 */
export async function getSecurityKey(): Promise<z.infer<typeof securityKeyReply>> {
  // Typed, not parsed: the sign-in screen reads it, and it loads without zod (docs/decisions.md).
  return post(SECURITY_KEY_PATH, undefined, { silent: true });
}

/** Encrypts a password with a fresh server key; the result replaces the plain text in the request. */
export async function encryptWithServerKey(plain: string): Promise<EncryptedPassword> {
  return encryptPassword(plain, await getSecurityKey());
}
