import type { Attempt } from '@/modules/auth/repository.ts';

/**
 * The sign-in limits, decided from the login_attempts rows alone, so an account name that does not
 * exist is treated exactly like one that does:
 * - an image code is required after 3 failures within 15 minutes for the account name (since its
 *   last successful sign-in) or from the caller's address;
 * - 5 failures of an account name within 15 minutes lock it for 15 minutes from the fifth. Attempts
 *   made while locked are refused unchecked and not recorded, so the lock does not grow.
 */

export const WINDOW_MS = 15 * 60_000;
export const CHECK_CODE_AFTER = 3;
export const LOCK_AFTER = 5;
export const LOCK_MS = 15 * 60_000;
/** How far back the rows are read: a lock that began 15 minutes ago started with failures before. */
export const LOOKBACK_MS = WINDOW_MS + LOCK_MS;

export interface AttemptStatus {
  needCheckCode: boolean;
  /** When the account's lock ends; null when it is not locked. */
  unlockAt: Date | null;
}

export function attemptStatus(
  attempts: readonly Attempt[],
  who: { account: string | null; ip: string },
  now: Date,
): AttemptStatus {
  const windowStart = now.getTime() - WINDOW_MS;
  const ipFailures = attempts.filter((a) => a.ip === who.ip && !a.success && a.at.getTime() > windowStart);

  const ofAccount = who.account === null ? [] : attempts.filter((a) => a.account === who.account);
  const lastSuccess = Math.max(0, ...ofAccount.filter((a) => a.success).map((a) => a.at.getTime()));
  const failures = ofAccount
    .filter((a) => !a.success && a.at.getTime() > lastSuccess)
    .map((a) => a.at.getTime());
  const recentFailures = failures.filter((at) => at > windowStart);

  // The lock began at the latest failure that was the fifth within 15 minutes.
  let lockStart: number | null = null;
  for (let i = LOCK_AFTER - 1; i < failures.length; i++) {
    const fifth = failures[i] as number;
    if (fifth - (failures[i - (LOCK_AFTER - 1)] as number) <= WINDOW_MS) lockStart = fifth;
  }
  const unlockAt =
    lockStart !== null && lockStart + LOCK_MS > now.getTime() ? new Date(lockStart + LOCK_MS) : null;

  return {
    needCheckCode: recentFailures.length >= CHECK_CODE_AFTER || ipFailures.length >= CHECK_CODE_AFTER,
    unlockAt,
  };
}
