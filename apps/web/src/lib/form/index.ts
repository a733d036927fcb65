export { apiErrorText, errorCode } from './api-error-text';
export { codeErrorAction } from './code-error-step';
export { resendWaitOf } from './resend-wait';
export type { CodeErrorAction } from './code-error-step';
export { useCountdown } from './use-countdown';
export type { Countdown } from './use-countdown';
export { isRequired, zodFieldRule, zodRule } from './zod-rule';
export type { Translate } from './zod-rule';
