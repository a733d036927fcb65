import fp from 'fastify-plugin';
import { toCamelKeys } from '@scf/shared';

/**
 * The spec's payloads come in snake_case (the client converts keys when isUnderscore is on) or in
 * camelCase. Body and query keys are normalised to camelCase before validation, so one camelCase
 * schema accepts both spellings.
 */

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

export default fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      const { body, query } = request;
      // Only JSON bodies: multipart fields and raw uploads keep the names their senders chose.
      if (body && typeof body === 'object' && JSON_TYPE.test(request.headers['content-type'] ?? '')) {
        request.body = toCamelKeys(body);
      }
      // The query parser's objects have no Object prototype, so test for an object, not a plain one.
      if (query && typeof query === 'object' && Object.keys(query).length > 0)
        request.query = toCamelKeys(query);
      done();
    });
  },
  { name: 'camel-keys' },
);
