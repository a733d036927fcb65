import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { CSRF_HEADER, SESSION_COOKIE } from '@scf/shared';

/** Replies that may not carry a body in a `Response`. */
const NO_BODY = new Set([101, 204, 205, 304]);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The `fetch` the server's render of a first screen asks the API with (first-screen.ts): the app's
 * own routes through Fastify's `inject`, never the network, as the visitor who asked for the page
 * (their cookies and address, so the tenant, the rate limits and the session are theirs). A write-
 * method query (the product search is a POST) needs the session's CSRF token, which a first GET
 * fetches, with a session cookie when the visitor had none.
 */
export function apiFetchFor(app: FastifyInstance, visitor: FastifyRequest): typeof fetch {
  let cookie = visitor.headers.cookie;
  let csrf: string | undefined;
  let session: Promise<unknown> | undefined;

  const send = async (method: string, url: string, headers: Record<string, string>, body?: string) => {
    const reply = await app.inject({
      method: method as HTTPMethods,
      url,
      headers: { ...headers, ...(cookie ? { cookie } : {}), ...(csrf ? { [CSRF_HEADER]: csrf } : {}) },
      payload: body,
      remoteAddress: visitor.ip,
    });
    const token = reply.headers[CSRF_HEADER];
    if (typeof token === 'string') csrf = token;
    const started = reply.cookies.find(({ name }) => name === SESSION_COOKIE);
    if (started) {
      const others = (cookie ?? '')
        .split(/;\s*/)
        .filter((pair) => pair && !pair.startsWith(`${SESSION_COOKIE}=`));
      cookie = [...others, `${SESSION_COOKIE}=${started.value}`].join('; ');
    }
    return reply;
  };

  return async (input, init = {}) => {
    const { pathname, search } = new URL(input instanceof Request ? input.url : String(input), 'http://api');
    const method = (init.method ?? 'GET').toUpperCase();
    if (!SAFE_METHODS.has(method) && !csrf) await (session ??= send('GET', '/config.json', {}));
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const reply = await send(
      method,
      pathname + search,
      headers,
      typeof init.body === 'string' ? init.body : undefined,
    );
    const replyHeaders = Object.entries(reply.headers).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value] as [string, string]] : [],
    );
    return new Response(NO_BODY.has(reply.statusCode) ? null : reply.rawPayload, {
      status: reply.statusCode,
      headers: replyHeaders,
    });
  };
}
