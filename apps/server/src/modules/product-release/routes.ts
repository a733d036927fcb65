import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, envelope } from '@scf/shared';
import {
  productAuditRequest,
  productIdRequest,
  productSaveReply,
  productSaveRequest,
} from '@scf/shared/schemas/product-release';
import { ok } from '@/lib/envelope.ts';
import {
  auditProduct,
  cancelProduct,
  putOffShelf,
  putOnShelf,
  saveProduct,
  submitProduct,
} from '@/modules/product-release/service.ts';

/**
 * Product release and audit (issue 6; paths ours, docs/decisions.md). The institution writes,
 * submits, withdraws and shelves its own products; the back office audits. Permission codes are
 * checked before the body.
 */
const productReleaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['product-release'];
  const { product } = PERMISSIONS;
  const done = z.null();

  app.post(
    '/api/product/save',
    {
      preValidation: app.requirePermission(product.add, product.edit),
      schema: {
        tags,
        summary: 'Writes a new product (status 0) or edits one to submit or refused',
        body: productSaveRequest,
        response: { 200: envelope(productSaveReply) },
      },
    },
    async (request) => ok(await saveProduct(app, request.user, request.body)),
  );

  const simple = [
    ['/api/product/submit', product.submit, 'Submits a product for audit (0 or 4 → 1)', submitProduct],
    [
      '/api/product/cancel',
      product.cancel,
      'Withdraws a product in audit (1 → 0) or deletes one never submitted',
      cancelProduct,
    ],
    ['/api/product/put_on', product.putOn, 'Puts an audited product on the shelf (2 → 3)', putOnShelf],
    [
      '/api/product/put_off',
      product.putOff,
      'Takes a product off the shelf (3 → 2) when no request is open',
      putOffShelf,
    ],
  ] as const;
  for (const [path, code, summary, action] of simple) {
    app.post(
      path,
      {
        preValidation: app.requirePermission(code),
        schema: { tags, summary, body: productIdRequest, response: { 200: envelope(done) } },
      },
      async (request) => ok(await action(app, request.user, request.body.id).then(() => null)),
    );
  }

  app.post(
    '/api/product/audit',
    {
      preValidation: app.requirePermission(product.audit),
      schema: {
        tags,
        summary: 'The back office passes (1 → 2) or refuses (1 → 4, with the reason) a product',
        body: productAuditRequest,
        response: { 200: envelope(done) },
      },
    },
    async (request) => ok(await auditProduct(app, request.user, request.body).then(() => null)),
  );
};

export default productReleaseRoutes;
