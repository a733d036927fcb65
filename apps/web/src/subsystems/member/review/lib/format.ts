import dayjs from '@/lib/dates/dayjs';

/** A moment as the review shows it, the same in every language (2026-11-22 09:30). */
export const formatTime = (iso: string | null): string => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');

/** A value of the audit history's before / after, as text. */
export function changeValue(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (Array.isArray(value)) return value.join(' / ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
