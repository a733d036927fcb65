import { camelCase, snakeCase } from 'change-case/keys';

/** Deep key conversion for request bodies and replies (the spec's isUnderscore behaviour). */
export const toSnakeKeys = <T = unknown>(value: unknown): T => snakeCase(value, Infinity) as T;

/**
 * A key camelCase leaves as it is: a lower-case word, then words of one capital and lower case or
 * digits. Most bodies arrive in camelCase already, and change-case splits and joins every key anew.
 */
const CAMEL_KEY = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]+)*$/;

function keysAreCamel(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) return value.every(keysAreCamel);
  for (const key of Object.keys(value)) {
    if (!CAMEL_KEY.test(key) || !keysAreCamel((value as Record<string, unknown>)[key])) return false;
  }
  return true;
}

export const toCamelKeys = <T = unknown>(value: unknown): T =>
  (keysAreCamel(value) ? value : camelCase(value, Infinity)) as T;
