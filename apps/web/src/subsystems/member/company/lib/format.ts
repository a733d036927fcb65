import dayjs from '@/lib/dates/dayjs';

/** A moment as this area shows it, the same in every language (2026-11-22 09:30). */
export const formatTime = (iso: string | null): string => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');
