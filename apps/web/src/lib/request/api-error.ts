import type { CodeField } from '@scf/shared';

/**
 * Code of failures that never reached a usable envelope: no connection, a reply that is not JSON,
 * or an HTTP error without an envelope. Negative and outside the server's catalogue on purpose.
 */
export const NETWORK_ERROR_CODE = -999;

/** Every failed call rejects with this, so forms can react to business codes such as 111000. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  /** The envelope field the code came from; null for NETWORK_ERROR_CODE. */
  readonly field: CodeField | null;
  /** The server's error_info (or error_msg), when it sent one. */
  readonly info: string | null;
  readonly data: unknown;
  /** 0 when no HTTP reply arrived. */
  readonly httpStatus: number;

  constructor(init: {
    code: number;
    field: CodeField | null;
    info: string | null;
    data: unknown;
    httpStatus: number;
  }) {
    super(init.info ?? `Request failed with code ${init.code}`);
    this.code = init.code;
    this.field = init.field;
    this.info = init.info;
    this.data = init.data;
    this.httpStatus = init.httpStatus;
  }
}
