import dayjs from '@/lib/dates/dayjs';

/** A stored instant as the operator reads it, in the browser's time zone; empty for none. */
export function dateTimeText(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';
}
