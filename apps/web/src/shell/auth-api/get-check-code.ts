import { useEffect } from 'react';
import type { z } from 'zod';
import type { checkCodeReply } from '@scf/shared/schemas/auth';
import { get } from '@/lib/request';
import { useLightQuery } from '@/lib/request/light-query';
import { saveCheckCodeId } from '@/lib/session';
import type { CheckCodeSlot } from '@/lib/session';

export type CheckCode = z.infer<typeof checkCodeReply>;

/** GET /getCheckCode?length=: a new image challenge; its id (cc) is what the answer is sent with. */
export async function getCheckCode(length: number): Promise<CheckCode> {
  // Typed, not parsed: the sign-in screen reads it, and it loads without zod (docs/decisions.md).
  return get<CheckCode>('/getCheckCode', { params: { length } });
}

/**
 * Every fetch is a new challenge that replaces the previous one, so nothing is cached: a remounted
 * form gets a fresh image. The id of the challenge shown goes to session storage (cc for the login,
 * reg_cc for the registration and reset dialogs) as shell.md section 3 lists.
 */
export function useCheckCode(slot: CheckCodeSlot, length: number, enabled = true) {
  const code = useLightQuery(enabled ? `${slot}:${length}` : null, () => getCheckCode(length));
  const cc = code.data?.cc;
  useEffect(() => {
    if (cc) saveCheckCodeId(slot, cc);
  }, [slot, cc]);
  return code;
}
