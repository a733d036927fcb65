import type { FastifyError, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, isValidationMessageKey } from '@scf/shared';
import type { ErrorEnvelope, ErrorMessageKey, MessageParams } from '@scf/shared';
import { AppError, errorText, validationText } from '@/lib/app-error.ts';
import type { CatalogueText } from '@/lib/app-error.ts';

/**
 * The one error handler: every failure leaves as an envelope. Business refusals (AppError) and bad
 * input say what is wrong; anything else is logged with its stack and answered with a bare 500,
 * so no internal detail reaches the client.
 */

type FieldError = { field: string; rule: string; message: string };

interface Outcome {
  status: number;
  body: ErrorEnvelope | { error_no: number; error_info: string; data: unknown };
}

const HAN = /[\u3400-\u9fff]/;

/** A rule's text in the errors catalogue, with the values of its placeholders. */
interface Rule {
  key: ErrorMessageKey;
  params?: MessageParams;
}

/** The type a rule expected, as the errors catalogue names it. */
const TYPE_RULES: Record<string, ErrorMessageKey> = {
  string: 'ruleTypeString',
  number: 'ruleTypeNumber',
  int: 'ruleTypeInt',
  bigint: 'ruleTypeInt',
  boolean: 'ruleTypeBoolean',
  array: 'ruleTypeArray',
  object: 'ruleTypeObject',
  date: 'ruleTypeDate',
};

type Issue = FastifySchemaValidationError & { params: Record<string, unknown> };

/**
 * The rule a schema states without a message key (zod's own messages are English), broken by a
 * request shaped as no form sends it, such as a body that is not an object or a number where text
 * belongs; each names the rule, in the words of the schema's parameters. Null: the field is missing.
 */
function ruleOf(issue: Issue, missing: boolean): Rule | null {
  const { expected, origin, maximum, minimum, keys } = issue.params;
  const sized = (limit: unknown, text: ErrorMessageKey, items: ErrorMessageKey, number: ErrorMessageKey) => ({
    key: origin === 'string' ? text : origin === 'array' || origin === 'set' ? items : number,
    params: { limit: String(limit) },
  });
  switch (issue.keyword) {
    case 'invalid_type':
      return missing ? null : { key: TYPE_RULES[String(expected)] ?? 'ruleTypeOther' };
    case 'too_big':
      return sized(maximum, 'ruleTextMax', 'ruleItemsMax', 'ruleNumberMax');
    case 'too_small':
      return origin === 'string' && minimum === 1
        ? null
        : sized(minimum, 'ruleTextMin', 'ruleItemsMin', 'ruleNumberMin');
    case 'invalid_value':
      return { key: 'ruleValueNotAllowed' };
    case 'unrecognized_keys':
      return { key: 'ruleUnknownFields', params: { fields: Array.isArray(keys) ? keys.join(',') : '' } };
    default:
      return { key: 'ruleFormat' };
  }
}

/** The value a validation issue points at, to tell a missing field from a wrong one. */
function valueAt(input: unknown, instancePath: string): unknown {
  return instancePath
    .split('/')
    .filter(Boolean)
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      input,
    );
}

/** What the client is told of an issue: a catalogue text, or a schema's own Chinese words. */
type IssueText = CatalogueText | { message: string; key: null };

/** Schemas carry message keys (packages/shared/src/messages.ts); error_info shows their text. */
function issueText(issue: Issue, input: unknown): IssueText {
  const message = issue.message ?? '';
  if (isValidationMessageKey(message)) return validationText(message);
  if (HAN.test(message)) return { message, key: null };
  const rule = ruleOf(issue, valueAt(input, issue.instancePath) === undefined);
  return rule === null ? validationText('required') : errorText(rule.key, rule.params);
}

const fail = (
  status: number,
  errorNo: number,
  info: string,
  data: unknown = null,
  { key, params }: { key: string | null; params?: MessageParams | null | undefined } = { key: null },
): Outcome => ({
  status,
  body: {
    error_no: errorNo,
    error_info: info,
    ...(key === null ? {} : { error_key: key }),
    ...(key === null || !params ? {} : { error_params: params }),
    data,
  },
});

/** `/items/0/name` → `items.0.name`; a failure of the whole body or query is named after it. */
const fieldName = (instancePath: string, context: string | undefined) =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';

/** Error codes for framework errors that carry only an HTTP status. */
const CODE_BY_STATUS: Record<number, number> = {
  404: ERROR_CODES.NOT_FOUND,
  405: ERROR_CODES.NOT_FOUND,
  409: ERROR_CODES.CONFLICT,
  413: ERROR_CODES.PAYLOAD_TOO_LARGE,
  429: ERROR_CODES.TOO_MANY_REQUESTS,
};

/** The texts of framework errors that carry only an HTTP status and an English message. */
const KEY_BY_STATUS: Record<number, ErrorMessageKey> = {
  404: 'notFound',
  405: 'notFound',
  409: 'conflict',
  413: 'payloadTooLarge',
  414: 'urlTooLong',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

/** A refusal in the errors catalogue's text, named by its key so the client shows it in its language. */
function catalogued(status: number, errorNo: number, key: ErrorMessageKey): Outcome {
  const text = errorText(key);
  return fail(status, errorNo, text.message, null, text);
}

/** Whether the error, or one it wraps, carries one of these codes (SQLSTATE or Node's). */
function hasSqlState(error: unknown, states: readonly string[]): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (states.includes(String((e as { code?: unknown }).code))) return true;
  }
  return false;
}

/**
 * A unique constraint that refused a write (PostgreSQL 23505), however the driver wrapped it: the
 * last guard behind a uniqueness check that a concurrent request raced past.
 */
const isUniqueViolation = (error: unknown) => hasSqlState(error, ['23505']);

/**
 * The database is out of reach or out of room (a restart, a lost connection, a full disk): the
 * request may succeed later, so the caller is told the service is unavailable (503), as /health
 * says meanwhile, rather than that the server failed. Found by scripts/hard/faults.mjs.
 */
const DATABASE_UNAVAILABLE = [
  ...['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53100', '53300'],
  ...['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'],
];
const isDatabaseUnavailable = (error: unknown) =>
  hasSqlState(error, DATABASE_UNAVAILABLE) ||
  /^(Connection terminated|timeout exceeded when trying to connect)/.test(
    error instanceof Error ? error.message : '',
  );

/**
 * Text PostgreSQL cannot store: a NUL character (22021 in text, 22P05 in jsonb). No schema rule
 * forbids it, so the database refuses it; the input was bad, not the server.
 */
const isUnstorableText = (error: unknown) => hasSqlState(error, ['22021', '22P05']);

/** `input`: what was validated (the body, query or params), when the failure is a validation. */
export function toErrorOutcome(error: FastifyError, input?: unknown): Outcome {
  if (error instanceof AppError) return fail(error.httpStatus, error.code, error.message, error.data, error);
  if (isUniqueViolation(error)) return catalogued(409, ERROR_CODES.CONFLICT, 'conflict');
  if (isUnstorableText(error)) return catalogued(400, ERROR_CODES.VALIDATION, 'unstorableText');
  if (isDatabaseUnavailable(error)) return catalogued(503, ERROR_CODES.UNAVAILABLE, 'unavailable');

  if (error.validation && error.validation.length > 0) {
    const texts = error.validation.map((issue) => issueText(issue as Issue, input));
    const errors: FieldError[] = error.validation.map((issue, i) => ({
      field: fieldName(issue.instancePath, error.validationContext),
      rule: issue.keyword,
      message: (texts[i] as IssueText).message,
    }));
    const first = errors[0] as FieldError;
    return fail(400, ERROR_CODES.VALIDATION, `${first.field}: ${first.message}`, { errors }, texts[0]);
  }

  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return catalogued(400, ERROR_CODES.VALIDATION, 'invalidJson');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return catalogued(413, ERROR_CODES.PAYLOAD_TOO_LARGE, 'payloadTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return catalogued(415, ERROR_CODES.VALIDATION, 'unsupportedMediaType');
  }

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const errorNo = CODE_BY_STATUS[status] ?? ERROR_CODES.VALIDATION;
    if (HAN.test(error.message)) return fail(status, errorNo, error.message);
    // Framework and plugin refusals speak English ("'%' is not a valid url component"): the user
    // is told the kind of refusal instead.
    return catalogued(status, errorNo, KEY_BY_STATUS[status] ?? 'badRequest');
  }
  return catalogued(500, ERROR_CODES.INTERNAL, 'internal');
}

function logFailure(request: FastifyRequest, error: FastifyError, outcome: Outcome) {
  if (outcome.status >= 500) request.log.error({ err: error }, 'request failed');
  else
    request.log.debug({ errorNo: outcome.body.error_no, info: outcome.body.error_info }, 'request refused');
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const context = error.validationContext as 'body' | 'querystring' | 'params' | 'headers' | undefined;
      const outcome = toErrorOutcome(
        error,
        context === undefined ? undefined : request[context === 'querystring' ? 'query' : context],
      );
      logFailure(request, error, outcome);
      reply.code(outcome.status).send(outcome.body);
    });
  },
  { name: 'error-handler' },
);
