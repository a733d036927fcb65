import { CSRF_HEADER, DEFAULT_LANGUAGE, LOCAL_KEYS, lookupError } from '@scf/shared';
import type { CatalogueEntry, FeatureFlags } from '@scf/shared';
import { ApiError, NETWORK_ERROR_CODE } from './api-error.ts';
import { createCsrfStore } from './csrf-store.ts';
import { createFetchTransport } from './fetch-transport.ts';
import { createErrorHandler } from './handle-error.ts';
import { readEnvelope } from './read-envelope.ts';
import type { Failure } from './read-envelope.ts';
import { fromReplyData, toFormBody, toJsonBody, toQueryString } from './transform.ts';
import type { Incoming, Outgoing, Transport } from './transport.ts';
import type { RequestClient, RequestDeps, RequestOptions } from './types.ts';
import { createXhrTransport } from './xhr-transport.ts';

const NETWORK_ENTRY: CatalogueEntry = { behaviour: 'error', messageKey: 'network' };

const networkError = (httpStatus: number) =>
  new ApiError({ code: NETWORK_ERROR_CODE, field: null, info: null, data: undefined, httpStatus });

/** Paths to another server (the spec's {auth-server}) are absolute and skip the API base. */
const isAbsolute = (path: string) => /^https?:\/\//i.test(path);

export function createRequestClient(deps: RequestDeps): RequestClient {
  const apiBase = deps.apiBase ?? '';
  const storage = deps.storage ?? { session: window.sessionStorage, local: window.localStorage };
  // globalThis.fetch is looked up per call, so a fetch replaced after start-up is honoured.
  const fetchTransport = createFetchTransport(deps.fetch ?? ((input, init) => globalThis.fetch(input, init)));
  const createXhr = deps.createXhr ?? (() => new XMLHttpRequest());
  const csrf = createCsrfStore(storage.session);
  const handleError = createErrorHandler({ ...deps, session: storage.session });

  /**
   * The user's language when the texts hold the server's key, the server's words otherwise. An
   * empty answer (a key the texts lack and no words) is null, so the catalogue's text is shown.
   */
  const shownInfo = ({ info, key, params }: Failure): string | null =>
    key ? deps.t(key, { ...params, defaultValue: info ?? '' }) || null : info;

  function reported(error: ApiError, entry: CatalogueEntry, silent: boolean | undefined): ApiError {
    if (!silent) handleError(error, entry);
    return error;
  }

  function urlOf({ path, params }: RequestOptions, flags: FeatureFlags): string {
    const query = toQueryString(params, flags);
    const base = isAbsolute(path) ? '' : apiBase;
    return base + path + (query ? (path.includes('?') ? '&' : '?') + query : '');
  }

  function headersOf({ body, headers }: RequestOptions): Record<string, string> {
    const result: Record<string, string> = {
      accept: 'application/json',
      // Reply texts (menus, industries, news) follow it; refusals carry a key that send() translates.
      'accept-language': storage.local.getItem(LOCAL_KEYS.lang) ?? DEFAULT_LANGUAGE,
    };
    // Multipart bodies get their content type, boundary included, from the browser.
    if (body !== undefined && !(body instanceof FormData)) result['content-type'] = 'application/json';
    const token = csrf.read();
    if (token) result[CSRF_HEADER] = token;
    return { ...result, ...headers };
  }

  /** Everything both transports share: preparing the request and reading the reply. */
  async function send<T>(options: RequestOptions, transport: Transport): Promise<T> {
    const flags = deps.flags();
    const { body, signal, silent } = options;
    const outgoing: Outgoing = {
      url: urlOf(options, flags),
      method: options.method,
      headers: headersOf(options),
      body: body instanceof FormData ? toFormBody(body, flags) : toJsonBody(body, flags),
      signal,
    };
    let reply: Incoming;
    try {
      reply = await transport(outgoing);
    } catch (cause) {
      // A call its caller cancelled is not a failure to show; it rejects with the abort reason.
      if (signal?.aborted) throw cause;
      throw reported(networkError(0), NETWORK_ENTRY, silent);
    }

    csrf.save(reply.header(CSRF_HEADER));
    const envelope = readEnvelope(reply.text, reply.status >= 200 && reply.status < 300);
    if (!envelope) throw reported(networkError(reply.status), NETWORK_ENTRY, silent);
    const data = fromReplyData<T>(envelope.data, flags, options.keepReplyKeys ?? false);
    if (!envelope.failure) return data;
    const { code, field, key } = envelope.failure;
    const error = new ApiError({
      code,
      field,
      info: shownInfo(envelope.failure),
      key,
      data,
      httpStatus: reply.status,
    });
    throw reported(error, lookupError(field, code), silent);
  }

  return {
    request: (options) => send(options, fetchTransport),
    get: (path, options) => send({ ...options, method: 'GET', path }, fetchTransport),
    post: (path, body, options) => send({ ...options, method: 'POST', path, body }, fetchTransport),
    upload(path, file, fields, onProgress, options) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields ?? {})) form.append(name, String(value));
      form.append('file', file);
      return send(
        { ...options, method: 'POST', path, body: form },
        createXhrTransport(createXhr, onProgress),
      );
    },
  };
}
