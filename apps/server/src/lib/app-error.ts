import {
  ERROR_CODES,
  errorMessagesZhCN,
  fillMessage,
  isValidationMessageKey,
  messageZhCN,
} from '@scf/shared';
import type { ErrorMessageKey, MessageParams, ValidationMessageKey } from '@scf/shared';

interface AppErrorOptions {
  httpStatus?: number;
  data?: unknown;
  /** The client's translation key of the message (`validation.<key>` or `errors.<key>`). */
  key?: string | undefined;
  params?: MessageParams | undefined;
}

/**
 * A refusal the client is meant to read: the error handler answers with `error_no = code`,
 * `error_info = message` and `data`, under `httpStatus`; with `error_key` and `error_params` when
 * the message is a catalogue text, so the client can show it in the user's language. Anything else
 * thrown is a bug and becomes a 500 whose details stay in the log.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: number;
  readonly httpStatus: number;
  readonly data: unknown;
  readonly key: string | null;
  readonly params: MessageParams | null;

  constructor(code: number, message: string, options: AppErrorOptions = {}) {
    super(message);
    this.code = code;
    this.httpStatus = options.httpStatus ?? 400;
    this.data = options.data ?? null;
    this.key = options.key ?? null;
    this.params = options.params ?? null;
  }
}

type RefusalOptions = Omit<AppErrorOptions, 'key'>;

/** A catalogue message: its zh-CN text for error_info, and the key and params the client shows it by. */
export interface CatalogueText {
  message: string;
  key: string;
  params?: MessageParams | undefined;
}

/** One of the catalogue's messages (packages/shared/src/messages.ts). */
export const validationText = (key: ValidationMessageKey, params?: MessageParams): CatalogueText => ({
  message: messageZhCN(key, params),
  key: `validation.${key}`,
  params,
});

/** One of the error catalogue's texts (packages/shared/src/errors.ts). */
export const errorText = (key: ErrorMessageKey, params?: MessageParams): CatalogueText => ({
  message: fillMessage(errorMessagesZhCN[key], params),
  key: `errors.${key}`,
  params,
});

const refusing = (code: number, { message, key }: CatalogueText, options: RefusalOptions) =>
  new AppError(code, message, { ...options, key });

/** A refusal in one of the catalogue's messages (packages/shared/src/messages.ts). */
export const refusal = (code: number, key: ValidationMessageKey, options: RefusalOptions = {}) =>
  refusing(code, validationText(key, options.params), options);

/** A refusal in one of the error catalogue's texts (packages/shared/src/errors.ts). */
export const catalogueError = (code: number, key: ErrorMessageKey, options: RefusalOptions = {}) =>
  refusing(code, errorText(key, options.params), options);

interface FieldErrorOptions {
  /** error_no: 1001 (a rule of the input) unless given. */
  code?: number;
  httpStatus?: number;
  params?: MessageParams | undefined;
  /** More of the reply's data beside `errors` (the attempts a check has left, say). */
  data?: Record<string, unknown>;
}

function fieldRefusal(
  field: string,
  rule: string,
  message: string,
  key: string | undefined,
  { code = ERROR_CODES.VALIDATION, httpStatus, params, data }: FieldErrorOptions,
): AppError {
  return new AppError(code, `${field}: ${message}`, {
    httpStatus,
    data: { errors: [{ field, rule, message }], ...data },
    key,
    params,
  });
}

/**
 * A refusal of one field shaped like the schema validation's (docs/decisions.md): error_info is
 * `<field>: <message>` and data.errors names the field and the rule. `messageKey` is a key of
 * messages.ts or, where the catalogue has none, the text itself.
 */
export const fieldError = (
  field: string,
  rule: string,
  messageKey: string,
  options: FieldErrorOptions = {},
) =>
  fieldRefusal(
    field,
    rule,
    messageZhCN(messageKey, options.params),
    isValidationMessageKey(messageKey) ? `validation.${messageKey}` : undefined,
    options,
  );

/** fieldError in one of the error catalogue's texts (packages/shared/src/errors.ts). */
export const catalogueFieldError = (
  field: string,
  rule: string,
  key: ErrorMessageKey,
  options: FieldErrorOptions = {},
) => {
  const text = errorText(key, options.params);
  return fieldRefusal(field, rule, text.message, text.key, options);
};
