import type { Transport } from './transport.ts';

export function createFetchTransport(fetchImpl: typeof fetch): Transport {
  return async ({ url, method, headers, body, signal }) => {
    // The session cookie must travel even when the API sits on another origin than the page.
    const response = await fetchImpl(url, { method, headers, body, signal, credentials: 'include' });
    const text = await response.text();
    return { status: response.status, header: (name) => response.headers.get(name), text };
  };
}
