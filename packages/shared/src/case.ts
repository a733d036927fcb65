import { camelCase, snakeCase } from 'change-case/keys';

/** Deep key conversion for request bodies and replies (the spec's isUnderscore behaviour). */
export const toSnakeKeys = <T = unknown>(value: unknown): T => snakeCase(value, Infinity) as T;
export const toCamelKeys = <T = unknown>(value: unknown): T => camelCase(value, Infinity) as T;
