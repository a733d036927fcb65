import { ERROR_CODES } from '@scf/shared/errors';
import { ApiError } from '@/lib/request';

/**
 * The seconds to wait before another SMS when the server refused one as too frequent (111005
 * carries data.resendAfterSeconds: the mobile received a code less than 60 s ago, perhaps for
 * another purpose), so the send button counts down instead of inviting another refusal.
 */
export function resendWaitOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.SMS_TOO_FREQUENT) return null;
  const wait = (error.data as { resendAfterSeconds?: unknown } | null)?.resendAfterSeconds;
  return typeof wait === 'number' ? wait : null;
}
