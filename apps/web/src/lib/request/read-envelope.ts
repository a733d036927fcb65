import type { CodeField, MessageParams } from '@scf/shared';

export interface Failure {
  code: number;
  field: CodeField;
  /** The server's text, as written (zh-CN for the catalogue's refusals). */
  info: string | null;
  /** The translation key naming that text (`validation.<key>` or `errors.<key>`), when sent. */
  key: string | null;
  /** What fills the key's placeholders; empty when none were sent. */
  params: MessageParams;
}

export interface Envelope {
  data: unknown;
  /** Null for success: a code of 0, or no code at all. */
  failure: Failure | null;
}

/** Back ends disagree on the name of the code; the first one present wins, in this order. */
const CODE_FIELDS: readonly CodeField[] = ['error_no', 'error_code', 'return_code'];

function toCode(raw: unknown): number | null {
  const code = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof code === 'number' && Number.isFinite(code) ? code : null;
}

const toText = (raw: unknown): string | null => (typeof raw === 'string' && raw !== '' ? raw : null);

/** Only strings and numbers can fill a placeholder; anything else is dropped rather than shown. */
function toParams(raw: unknown): MessageParams {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/**
 * Reads the envelope of a reply body, before any key conversion. Null when the body is not a JSON
 * object, or when an HTTP error came without a code (a proxy's error page, say).
 */
export function readEnvelope(text: string, httpOk: boolean): Envelope | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  for (const field of CODE_FIELDS) {
    const code = toCode(record[field]);
    if (code === 0) return { data: record.data, failure: null };
    if (code !== null) {
      // Upload endpoints report their failure text in error_msg (business.md section 8).
      const info = toText(record.error_info) ?? toText(record.error_msg);
      const key = toText(record.error_key);
      return {
        data: record.data,
        failure: { code, field, info, key, params: toParams(record.error_params) },
      };
    }
  }
  return httpOk ? { data: record.data, failure: null } : null;
}
