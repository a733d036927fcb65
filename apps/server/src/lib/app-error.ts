/**
 * A refusal the client is meant to read: the error handler answers with `error_no = code`,
 * `error_info = message` and `data`, under `httpStatus`. Anything else thrown is a bug and becomes
 * a 500 whose details stay in the log.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: number;
  readonly httpStatus: number;
  readonly data: unknown;

  constructor(code: number, message: string, options: { httpStatus?: number; data?: unknown } = {}) {
    super(message);
    this.code = code;
    this.httpStatus = options.httpStatus ?? 400;
    this.data = options.data ?? null;
  }
}
