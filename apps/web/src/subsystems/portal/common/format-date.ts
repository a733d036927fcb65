import dayjs from '@/lib/dates/dayjs';

/** A publish date as the portal shows it: the day, the same in every language (2026-11-18). */
export const formatDate = (iso: string): string => dayjs(iso).format('YYYY-MM-DD');
