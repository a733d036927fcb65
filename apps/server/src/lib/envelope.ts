import { ERROR_CODES } from '@scf/shared';

/** The success envelope; route reply schemas are the shared `envelope(schema)`. */
export const ok = <T>(data: T) => ({ error_no: ERROR_CODES.OK, error_info: '', data });
