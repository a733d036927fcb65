/**
 * Calendar dates of the platform: business days are China's (UTC+8, no daylight saving), whatever
 * the zone of the machine or the browser; dates travel as YYYY-MM-DD.
 */

const CHINA_OFFSET_MS = 8 * 3_600_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in China: the day an instalment falls due, the earliest cash date. */
export const chinaDate = (now: Date = new Date()): string =>
  new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** Whether `text` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** Whole months from `from` to `to` (both YYYY-MM-DD), a started month counting as one. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const months = (ty - fy) * 12 + (tm - fm);
  return td > fd ? months + 1 : months;
}
