import type { HttpMethod } from './types.ts';

/** A request ready for the wire: URL, headers and body are final. */
export interface Outgoing {
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  body: string | FormData | undefined;
  signal: AbortSignal | undefined;
}

/** The parts of a reply the client reads, whichever API fetched it. */
export interface Incoming {
  status: number;
  header: (name: string) => string | null;
  text: string;
}

/**
 * Sends one request with the session cookie. Rejects only when no reply arrived (no connection,
 * or aborted through the signal); HTTP error statuses resolve like any other reply.
 */
export type Transport = (outgoing: Outgoing) => Promise<Incoming>;
