import type { FastifyError, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import {
  ERROR_CODES,
  errorMessagesZhCN,
  isValidationMessageKey,
  messageZhCN,
  validationMessagesZhCN,
} from '@scf/shared';
import type { ErrorEnvelope, MessageParams } from '@scf/shared';
import { AppError } from '@/lib/app-error.ts';

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

/** Texts for failures the framework detects before a handler runs. */
const MESSAGES = {
  invalidJson: '请求体不是合法的 JSON',
  unsupportedMediaType: '不支持的请求内容类型',
  badRequest: '请求不正确',
  urlTooLong: '请求地址过长',
  unstorableText: '输入中含有不允许的字符',
} as const;

const HAN = /[\u3400-\u9fff]/;

/**
 * Texts of the rules a schema states without a message key (zod's own messages are English): a
 * request shaped as no form sends it, such as a body that is not an object or a number where text
 * belongs. Each names the rule, in the words of the schema's parameters.
 */
const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: '布尔值',
  array: '数组',
  object: 'JSON 对象',
  date: '日期',
};

type Issue = FastifySchemaValidationError & { params: Record<string, unknown> };

function ruleText(issue: Issue, missing: boolean): string {
  const { expected, origin, maximum, minimum, keys } = issue.params;
  const sized = (limit: unknown, strings: string, items: string, numbers: string) =>
    origin === 'string'
      ? `${strings}${String(limit)}个字符`
      : origin === 'array' || origin === 'set'
        ? `${items}${String(limit)}项`
        : `${numbers}${String(limit)}`;
  switch (issue.keyword) {
    case 'invalid_type':
      return missing
        ? validationMessagesZhCN.required
        : `应为${TYPE_NAMES[String(expected)] ?? '正确的类型'}`;
    case 'too_big':
      return sized(maximum, '不能超过', '不能超过', '不能大于');
    case 'too_small':
      return origin === 'string' && minimum === 1
        ? validationMessagesZhCN.required
        : sized(minimum, '不能少于', '至少', '不能小于');
    case 'invalid_value':
      return '取值不在允许的范围内';
    case 'unrecognized_keys':
      return `不支持的字段：${Array.isArray(keys) ? keys.join('、') : ''}`;
    default:
      return '格式不正确';
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

/** Schemas carry message keys (packages/shared/src/messages.ts); error_info shows their text. */
function issueMessage(issue: Issue, input: unknown): string {
  const message = issue.message ?? '';
  if (isValidationMessageKey(message) || HAN.test(message)) return messageZhCN(message);
  return ruleText(issue, valueAt(input, issue.instancePath) === undefined);
}

/** The message's catalogue key, when it has one, so the client can show it in the user's language. */
interface Keyed {
  key: string | null;
  params?: MessageParams | null;
}

const fail = (
  status: number,
  errorNo: number,
  info: string,
  data: unknown = null,
  { key, params }: Keyed = { key: null },
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

/** Texts for framework errors that carry only an HTTP status and an English message. */
const TEXT_BY_STATUS: Record<number, string> = {
  404: errorMessagesZhCN.notFound,
  405: errorMessagesZhCN.notFound,
  409: errorMessagesZhCN.conflict,
  413: errorMessagesZhCN.payloadTooLarge,
  414: MESSAGES.urlTooLong,
  415: MESSAGES.unsupportedMediaType,
  429: errorMessagesZhCN.tooManyRequests,
};

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
  if (isUniqueViolation(error)) return fail(409, ERROR_CODES.CONFLICT, errorMessagesZhCN.conflict);
  if (isUnstorableText(error)) return fail(400, ERROR_CODES.VALIDATION, MESSAGES.unstorableText);
  if (isDatabaseUnavailable(error)) return fail(503, ERROR_CODES.UNAVAILABLE, errorMessagesZhCN.unavailable);

  if (error.validation && error.validation.length > 0) {
    const errors: FieldError[] = error.validation.map((issue) => ({
      field: fieldName(issue.instancePath, error.validationContext),
      rule: issue.keyword,
      message: issueMessage(issue as Issue, input),
    }));
    const first = errors[0] as FieldError;
    const firstKey = (error.validation[0] as Issue).message ?? '';
    return fail(
      400,
      ERROR_CODES.VALIDATION,
      `${first.field}: ${first.message}`,
      { errors },
      {
        key: isValidationMessageKey(firstKey) ? `validation.${firstKey}` : null,
      },
    );
  }

  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return fail(400, ERROR_CODES.VALIDATION, MESSAGES.invalidJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return fail(413, ERROR_CODES.PAYLOAD_TOO_LARGE, errorMessagesZhCN.payloadTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return fail(415, ERROR_CODES.VALIDATION, MESSAGES.unsupportedMediaType);
  }

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Framework and plugin refusals speak English ("'%' is not a valid url component"): the user
    // is told the kind of refusal instead.
    const info = HAN.test(error.message) ? error.message : (TEXT_BY_STATUS[status] ?? MESSAGES.badRequest);
    return fail(status, CODE_BY_STATUS[status] ?? ERROR_CODES.VALIDATION, info);
  }
  return fail(500, ERROR_CODES.INTERNAL, errorMessagesZhCN.internal);
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
