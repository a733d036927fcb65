/**
 * Lengths of the shell's fields (shell.md sections 5 and 9). Apart from the rules in fields.ts, so
 * that a form reads them without loading zod.
 */
export const LIMITS = {
  username: 20,
  mobile: 11,
  passwordMin: 6,
  passwordMax: 20,
  checkcodePassword: 5,
  checkcodeMobile: 4,
  graphicCode: 4,
  smsCode: 6,
  companyName: 50,
  name: 16,
  jobNo: 20,
  email: 30,
  position: 30,
  smsResendSeconds: 60,
  qrSize: 180,
} as const;
