import type { LightMyRequestResponse } from 'fastify';
import { ERROR_CODES, validationMessagesZhCN } from '@scf/shared';

/**
 * What every reply must be, whatever was sent: never a 5xx; a refusal is an envelope whose
 * error_info a Chinese-speaking user can read (zod's English defaults, such as "Invalid input",
 * mean a schema lacks a message key; Fastify's English texts mean the error handler lacks a case).
 */

/** zod 4's default messages and Fastify's, in English. */
const ENGLISH_DEFAULTS =
  /Invalid (input|string|option|element|key|value|type|union|date)|Too (big|small)|Unrecognized key|expected .+ received|\bRequired\b|must (be|have|match)|not found|Unsupported|Body cannot|Bad Request/i;

const HAN = /[\u3400-\u9fff]/;

interface Envelope {
  error_no?: unknown;
  error_info?: unknown;
  data?: { errors?: { field?: unknown; rule?: unknown; message?: unknown }[] } | null;
}

/** A text a user can read: Chinese, not a framework's English default. */
export function unclear(text: unknown): boolean {
  return typeof text !== 'string' || text.trim() === '' || !HAN.test(text) || ENGLISH_DEFAULTS.test(text);
}

export interface Verdict {
  /** error_no, when the reply is an envelope. */
  code: number | undefined;
  /** A refusal: an envelope with a non-zero error_no, or an HTTP error without one. */
  refused: boolean;
  problems: string[];
  /** `field rule: message` of zod checks answered without a schema's message key. */
  uncatalogued: string[];
}

/** The issue codes of zod's own checks (business refusals name rules of their own). */
const ZOD_RULES: ReadonlySet<string> = new Set([
  'invalid_type',
  'too_big',
  'too_small',
  'invalid_format',
  'invalid_value',
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'unrecognized_keys',
  'not_multiple_of',
  'custom',
]);

/**
 * A body or query string that is not an object at all is answered by the error handler's own text
 * ("body: 应为JSON 对象"); no form sends one, so no schema needs a message key for it.
 */
const ROOTS: ReadonlySet<string> = new Set(['body', 'querystring', 'params']);

/** The error handler's texts for a rule stated without a message key (plugins/error-handler.ts). */
const GENERIC =
  /^(应为|不能超过\d|不能大于|不能少于\d|至少\d|不能小于|取值不在允许的范围内$|格式不正确$|不支持的字段)/;

/** The catalogue's texts as patterns ({{placeholders}} match anything). */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CATALOGUE = Object.values(validationMessagesZhCN).map(
  (text) =>
    new RegExp(
      `^${text
        .split(/\{\{\w+\}\}/)
        .map(escape)
        .join('.*')}$`,
    ),
);

export function judge(response: LightMyRequestResponse): Verdict {
  const problems: string[] = [];
  const uncatalogued: string[] = [];
  const excerpt = () => response.body.slice(0, 300);
  if (response.statusCode >= 500) problems.push(`HTTP ${response.statusCode}: ${excerpt()}`);
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  let envelope: Envelope | undefined;
  if (isJson) {
    try {
      envelope = response.json() as Envelope;
    } catch {
      problems.push(`a JSON content type with a body that is not JSON: ${excerpt()}`);
    }
  }
  const code = typeof envelope?.error_no === 'number' ? envelope.error_no : undefined;
  const refused = (code !== undefined && code !== ERROR_CODES.OK) || response.statusCode >= 400;
  if (refused) {
    if (code === undefined) problems.push(`HTTP ${response.statusCode} without an envelope: ${excerpt()}`);
    else if (code === ERROR_CODES.INTERNAL) problems.push(`error_no ${code} (internal): ${excerpt()}`);
    if (envelope && unclear(envelope.error_info))
      problems.push(`unclear error_info: ${JSON.stringify(envelope.error_info)}`);
    for (const error of envelope?.data?.errors ?? []) {
      if (unclear(error.message))
        problems.push(`unclear message of ${String(error.field)}: ${JSON.stringify(error.message)}`);
      else if (
        ZOD_RULES.has(String(error.rule)) &&
        !ROOTS.has(String(error.field)) &&
        GENERIC.test(String(error.message)) &&
        !CATALOGUE.some((re) => re.test(String(error.message)))
      ) {
        uncatalogued.push(
          `${String(error.field).replace(/\.\d+(?=\.|$)/g, '.N')} ${String(error.rule)}: ${String(error.message)}`,
        );
      }
    }
  }
  return { code, refused, problems, uncatalogued };
}
