import { useCallback, useEffect, useState } from 'react';
import { LIMITS } from '@scf/shared/schemas/limits';

export interface Countdown {
  /** Whole seconds left; 0 when not counting. */
  remaining: number;
  running: boolean;
  start: (seconds?: number) => void;
  reset: () => void;
}

/**
 * The SMS resend countdown (shell.md section 4: 60 s after a successful send). It counts against
 * the clock rather than the number of ticks, because browsers slow timers down in background tabs.
 */
export function useCountdown(): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number = LIMITS.smsResendSeconds) => {
    setRemaining(seconds);
    setEndsAt(Date.now() + seconds * 1000);
  }, []);

  const reset = useCallback(() => {
    setRemaining(0);
    setEndsAt(null);
  }, []);

  return { remaining, running: remaining > 0, start, reset };
}
