import type { LoginReply, LoginRequest } from '@scf/shared/schemas/auth';
import { post } from '@/lib/request';
import { useLightMutation } from '@/lib/request/light-query';
import { encryptWithServerKey } from './get-security-key';
import type { Tenant } from './get-tenant-list';

/** The password form as typed; the password is encrypted before it leaves. */
export interface PasswordLoginInput {
  loginType: 'password';
  username: string;
  password: string;
  tenant?: Tenant;
  /** The answer to the image challenge `cc`, when the server asked for one. */
  checkcode?: string;
  cc?: string;
}

export interface MobileLoginInput {
  loginType: 'mobile';
  mobile: string;
  checkcode: string;
  verifyCode: string;
  /** The image challenge the SMS was requested with. */
  checkCodeToken: string;
}

export type LoginInput = PasswordLoginInput | MobileLoginInput;

async function toRequest(input: LoginInput): Promise<LoginRequest> {
  if (input.loginType === 'mobile') {
    const { mobile, checkcode, verifyCode, checkCodeToken } = input;
    return { loginType: 'mobile', username: mobile, checkcode, verifyCode, checkCodeToken };
  }
  const { cipher, keyId } = await encryptWithServerKey(input.password);
  return {
    loginType: 'password',
    username: input.username,
    password: cipher,
    keyId,
    tenantId: input.tenant?.tenantId,
    tenantName: input.tenant?.tenantName,
    kindCode: input.tenant?.kindCode,
    checkcode: input.checkcode || undefined,
    cc: input.checkcode ? input.cc : undefined,
  };
}

/**
 * POST /api/user/login. Silent: the login screen owns every outcome (2001 wrong credentials, 2004
 * image code now required, 111000 wrong image code, 2003 locked).
 */
export async function login(input: LoginInput): Promise<LoginReply> {
  // Typed, not parsed: the sign-in screen reads it, and it loads without zod (docs/decisions.md).
  return post('/api/user/login', await toRequest(input), { silent: true });
}

/**
 * `onSignedIn` runs as part of the sign-in, so the form stays busy until the session is stored and
 * the next screen is on its way.
 */
export function useLogin(onSignedIn: (reply: LoginReply) => Promise<void>) {
  return useLightMutation(async (input: LoginInput) => {
    const reply = await login(input);
    await onSignedIn(reply);
    return reply;
  });
}
