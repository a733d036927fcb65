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
  /**
   * The text to show: the translation of the server's error_key with its error_params when the
   * texts hold that key, else the server's error_info (or error_msg), when it sent one.
   */
  readonly info: string | null;
  /** The server's error_key, so a caller can tell a catalogue refusal from free text. */
  readonly key: string | null;
  readonly data: unknown;
  /** 0 when no HTTP reply arrived. */
  readonly httpStatus: number;

  constructor(init: {
    code: number;
    field: CodeField | null;
    info: string | null;
    key?: string | null;
    data: unknown;
    httpStatus: number;
  }) {
    super(init.info ?? `Request failed with code ${init.code}`);
    this.code = init.code;
    this.field = init.field;
    this.info = init.info;
    this.key = init.key ?? null;
    this.data = init.data;
    this.httpStatus = init.httpStatus;
  }
}
