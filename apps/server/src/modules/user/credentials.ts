import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, newPassword } from '@scf/shared';
import { catalogueError, fieldError } from '@/lib/app-error.ts';
import { verifyPassword } from '@/modules/auth/password.ts';

/**
 * Checks shared by registration, password reset and the personal settings: the image code, the
 * rules of a new password (which the server can only apply once it has decrypted it) and the
 * current password.
 */

type Services = Pick<FastifyInstance, 'captcha' | 'passwords'>;

/** The image code answers its challenge (used up either way), or 111000. */
export async function requireImageCode(app: Services, cc: string, answer: string): Promise<void> {
  if (!(await app.captcha.consume(cc, answer))) {
    throw catalogueError(ERROR_CODES.GRAPHIC_CODE_WRONG, 'graphicCodeWrong');
  }
}

/**
 * Decrypts a new password and applies the shared `newPassword` rule (6-20 ASCII characters of at
 * least three kinds): the form checks it too, but a client can send anything.
 */
export async function readNewPassword(
  app: Services,
  keyId: string,
  cipher: string,
  field: string,
): Promise<string> {
  const plain = await app.passwords.decrypt(keyId, cipher, field);
  const checked = newPassword.safeParse(plain);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw fieldError(field, issue?.code ?? 'custom', issue?.message ?? 'passwordRule');
  }
  return checked.data;
}

/** Decrypts the current password and checks it against the stored hash, or 111052. */
export async function requireCurrentPassword(
  app: Services,
  keyId: string,
  cipher: string,
  field: string,
  passwordHash: string,
): Promise<string> {
  const plain = await app.passwords.decrypt(keyId, cipher, field);
  if (!(await verifyPassword(plain, passwordHash))) {
    throw catalogueError(ERROR_CODES.PASSWORD_WRONG, 'passwordWrong');
  }
  return plain;
}
