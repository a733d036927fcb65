import { useEffect, useEffectEvent, useState } from 'react';

/**
 * The sign-in screen's requests without TanStack Query, which would be a quarter of what it loads
 * beyond a bare antd login form (docs/decisions.md, "The sign-in screen loads without TanStack
 * Query"). It asks for a handful of uncached things (an image challenge, the tenants, whether a
 * name needs the image code) and sends two; these two hooks keep the names and fields of
 * TanStack's that its forms read. Every screen after the sign-in uses TanStack Query.
 */
export interface LightQuery<T> {
  /** The answer for the current key; undefined while the first answer for it is on its way. */
  data: T | undefined;
  isLoading: boolean;
  isFetching: boolean;
  /** Asks again for the current key, keeping the answer there is until the new one comes. */
  refetch: () => void;
}

interface Answer<T> {
  key: string;
  round: number;
  data?: T;
}

/**
 * What `load` answers, asked for when the key is set and again whenever it changes or `refetch` is
 * called; null asks for nothing. An answer that comes after a newer request went out is dropped. A
 * failure leaves the data as it was: the request client has told the user already. `initial` is an
 * answer the page came with (a screen the server rendered): shown at once, and asked for again.
 */
export function useLightQuery<T>(key: string | null, load: () => Promise<T>, initial?: T): LightQuery<T> {
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(() =>
    key !== null && initial !== undefined ? { key, round: -1, data: initial } : null,
  );
  const run = useEffectEvent(load);
  // Set to null, the key forgets its answer: set again, it shows nothing until a new one comes (an
  // image challenge shown again after its dialog closed must not pass for a fresh one).
  if (key === null && answer !== null) setAnswer(null);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    const settle = (result: { data: T } | null) => {
      if (!current) return;
      setAnswer((previous) => ({
        key,
        round,
        data: result ? result.data : previous?.key === key ? previous.data : undefined,
      }));
    };
    run().then(
      (data) => settle({ data }),
      () => settle(null),
    );
    return () => {
      current = false;
    };
  }, [key, round]);

  const forKey = answer?.key === key ? answer : null;
  const isFetching = key !== null && forKey?.round !== round;
  return {
    data: forKey?.data,
    isLoading: isFetching && forKey?.data === undefined,
    isFetching,
    refetch: () => setRound((previous) => previous + 1),
  };
}

export interface LightMutation<Input, Output> {
  mutateAsync: (input: Input) => Promise<Output>;
  isPending: boolean;
}

/** A request sent on demand, with whether one is on its way (a button's busy state). */
export function useLightMutation<Input, Output>(
  send: (input: Input) => Promise<Output>,
): LightMutation<Input, Output> {
  const [pending, setPending] = useState(0);
  return {
    mutateAsync: async (input) => {
      setPending((count) => count + 1);
      try {
        return await send(input);
      } finally {
        setPending((count) => count - 1);
      }
    },
    isPending: pending > 0,
  };
}
