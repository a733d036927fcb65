import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, errorMessagesZhCN, messageZhCN } from '@scf/shared';
import type { ErrorEnvelope } from '@scf/shared';
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
} as const;

const fail = (status: number, errorNo: number, info: string, data: unknown = null): Outcome => ({
  status,
  body: { error_no: errorNo, error_info: info, data },
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

/**
 * A unique constraint that refused a write (PostgreSQL 23505), however the driver wrapped it: the
 * last guard behind a uniqueness check that a concurrent request raced past.
 */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function toErrorOutcome(error: FastifyError): Outcome {
  if (error instanceof AppError) return fail(error.httpStatus, error.code, error.message, error.data);
  if (isUniqueViolation(error)) return fail(409, ERROR_CODES.CONFLICT, errorMessagesZhCN.conflict);

  if (error.validation && error.validation.length > 0) {
    const errors: FieldError[] = error.validation.map((issue) => ({
      field: fieldName(issue.instancePath, error.validationContext),
      rule: issue.keyword,
      // Schemas carry message keys (packages/shared/src/messages.ts); error_info shows the text.
      message: messageZhCN(issue.message ?? issue.keyword),
    }));
    const first = errors[0] as FieldError;
    return fail(400, ERROR_CODES.VALIDATION, `${first.field}: ${first.message}`, { errors });
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
    return fail(status, CODE_BY_STATUS[status] ?? ERROR_CODES.VALIDATION, error.message);
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
      const outcome = toErrorOutcome(error);
      logFailure(request, error, outcome);
      reply.code(outcome.status).send(outcome.body);
    });
  },
  { name: 'error-handler' },
);
