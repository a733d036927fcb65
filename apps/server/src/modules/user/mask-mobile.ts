/**
 * A mobile for display where its owner is not proven yet (the forgot-password lookup) and in the
 * audit log: the first three and last four digits, e.g. 138****8000.
 */
export function maskMobile(mobile: string): string {
  if (mobile.length < 8) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 7)}${mobile.slice(-4)}`;
}
