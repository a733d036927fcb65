import { useEffect, useState } from 'react';
import { REAL_NAME_LIMITS } from '@scf/shared/schemas/real-name';

/** The clock, re-read every `intervalMs` while `running`: countdowns measure against it, not ticks. */
export function useNow(running: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs]);
  return now;
}

/** A QR link's lifetime: a clock read before the link arrived must not show more than this. */
const QR_TTL_MS = REAL_NAME_LIMITS.qrTokenMinutes * 60_000;

/** Milliseconds left of a QR link as m:ss (9:59), 0:00 once past. */
export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(Math.min(ms, QR_TTL_MS) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
