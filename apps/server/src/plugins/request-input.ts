import fp from 'fastify-plugin';
import { ERROR_CODES } from '@scf/shared';
import { catalogueError } from '@/lib/app-error.ts';

/**
 * Input no route of ours takes, refused with a 400 before anything reads it:
 * - JSON nested deeper than any request of ours: parsing and the recursive key conversion
 *   (camel-keys.ts) of a body of 10,000 nested arrays, a few kilobytes, overflowed the stack (500);
 * - the NUL character (`\u0000` in JSON, `%00` in the URL), which PostgreSQL cannot store in text
 *   and refused with an error (500) wherever such a value reached a query.
 * Otherwise Fastify's own JSON parser, which refuses `__proto__` and `constructor.prototype` keys.
 */

/** Our deepest body (the registration's compInfo.addressCodeList) is 3 levels; this is generous. */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of arrays and objects in JSON text, counted until it passes `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return deepest;
}

/** `\u0000` as an escape (an even number of backslashes before it is text, not an escape). */
const JSON_NUL = /(?<!\\)(?:\\\\)*\\u0000/;
const URL_NUL = /%00/;

const tooDeep = () =>
  catalogueError(ERROR_CODES.VALIDATION, 'bodyTooDeep', { params: { max: MAX_JSON_DEPTH } });
const hasNul = () => catalogueError(ERROR_CODES.VALIDATION, 'nulCharacter');

export default fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (jsonDepth(text) > MAX_JSON_DEPTH) return done(tooDeep(), undefined);
      if (JSON_NUL.test(text)) return done(hasNul(), undefined);
      parse(request, text, done);
    });
    app.addHook('onRequest', (request, _reply, done) => {
      done(URL_NUL.test(request.url) ? hasNul() : undefined);
    });
  },
  { name: 'request-input' },
);
