import { z } from 'zod';
import { resetPasswordRequest } from '@scf/shared/schemas/account';
import { newPassword } from '@scf/shared/schemas/fields';

/**
 * Step 2 as typed. The request carries only the encrypted password; the plain-text rules are the
 * shared ones (the same as registration), plus the confirmation the request does not carry.
 */
export const resetPasswordForm = z
  .object({
    smsCode: resetPasswordRequest.shape.smsCode,
    newPassword: z.string().min(1, 'loginPasswordRequired').pipe(newPassword),
    confirmPassword: z.string().min(1, 'confirmPasswordRequired'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'confirmPasswordMismatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordValues = z.input<typeof resetPasswordForm>;
