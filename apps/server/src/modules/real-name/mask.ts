/**
 * What the real-name page shows of a verified identity: enough for its owner to recognise it,
 * too little to reuse it. A name keeps its last character (*三, ***娜); an ID number its first
 * three and last four characters (110***********1234).
 */

export function maskRealName(name: string): string {
  const chars = [...name];
  if (chars.length < 2) return '*';
  return `${'*'.repeat(chars.length - 1)}${chars.at(-1)}`;
}

export function maskCertNo(certNo: string): string {
  if (certNo.length < 8) return '*'.repeat(certNo.length);
  return `${certNo.slice(0, 3)}${'*'.repeat(certNo.length - 7)}${certNo.slice(-4)}`;
}
