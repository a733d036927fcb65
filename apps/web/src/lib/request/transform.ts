import { toCamelKeys, toSnakeKeys } from '@scf/shared';
import type { FeatureFlags } from '@scf/shared';
import type { QueryParams } from './types.ts';

type Flags = Pick<FeatureFlags, 'isOpenXss' | 'isUnderscore'>;

/** Rich text travels in fields named `content`; escaping it would break the markup it carries. */
const UNESCAPED_FIELD = 'content';

const escapeAngles = (text: string) => text.replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function cleanString(text: string, escape: boolean): string {
  const trimmed = text.trim();
  return escape ? escapeAngles(trimmed) : trimmed;
}

/** Trims every string and, when isOpenXss is on, escapes angle brackets outside `content`. */
function sanitize(value: unknown, escape: boolean): unknown {
  if (typeof value === 'string') return cleanString(value, escape);
  if (Array.isArray(value)) return value.map((item) => sanitize(item, escape));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, sanitize(item, escape && key !== UNESCAPED_FIELD)]),
    );
  }
  return value;
}

/**
 * The JSON text of a request body. The value goes through JSON first so that dates and class
 * instances reach the key conversion as the plain data that will be sent (change-case would turn a
 * Date into an empty object).
 */
export function toJsonBody(body: unknown, flags: Flags): string | undefined {
  if (body === undefined) return undefined;
  const plain: unknown = JSON.parse(JSON.stringify(body));
  const clean = sanitize(plain, flags.isOpenXss);
  return JSON.stringify(flags.isUnderscore ? toSnakeKeys(clean) : clean);
}

/**
 * A copy of a multipart body with its string fields cleaned. Field names are sent as written: they
 * are the upload endpoint's contract, and files are left as they are.
 */
export function toFormBody(form: FormData, flags: Flags): FormData {
  const copy = new FormData();
  form.forEach((value, key) => {
    copy.append(
      key,
      typeof value === 'string' ? cleanString(value, flags.isOpenXss && key !== UNESCAPED_FIELD) : value,
    );
  });
  return copy;
}

/** The query string (without `?`) for the params; null and undefined values are left out. */
export function toQueryString(params: QueryParams | undefined, flags: Flags): string {
  if (!params) return '';
  const clean = sanitize(params, flags.isOpenXss) as QueryParams;
  const keyed: QueryParams = flags.isUnderscore ? toSnakeKeys(clean) : clean;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(keyed)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) search.append(key, String(item));
    }
  }
  return search.toString();
}

/** Reply data in the client's camelCase when the back end speaks snake_case. */
export function fromReplyData<T>(data: unknown, flags: Flags, keepKeys: boolean): T {
  return (flags.isUnderscore && !keepKeys ? toCamelKeys(data) : data) as T;
}
