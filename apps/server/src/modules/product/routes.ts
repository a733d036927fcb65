import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@scf/shared';
import { documentConfQuery } from '@scf/shared/schemas/financing-apply-page';
import {
  accessRecordReply,
  accessRecordRequest,
  dictRequest,
  documentConfRow,
  PRODUCT_LIMITS,
  productDetail as productDetailSchema,
  productDetailRequest,
  productListQuery,
  productPage,
  recommendQuery,
  recommendReply,
  repayTermReply,
} from '@scf/shared/schemas/product';
import { ok } from '@/lib/envelope.ts';
import { callerOf } from '@/modules/product/caller.ts';
import {
  documentConf,
  productDetail,
  queryProducts,
  recommendedProducts,
  recordAccess,
  repayTerms,
} from '@/modules/product/service.ts';

/** The public product catalogue (business.md section 7 "Portal and products"): no sign-in needed. */
const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['product'];

  app.post(
    '/portal/fin/product/queryProdProduct',
    {
      schema: {
        tags,
        summary: 'Products on shelf: keyword, amount, term, guarantee, rate, loan and finance type; paged',
        body: productListQuery,
        response: { 200: envelope(productPage) },
      },
    },
    async (request) => ok(await queryProducts(app, await callerOf(app, request), request.body)),
  );

  app.post(
    '/portal/fin/product/getProdProduct',
    {
      schema: {
        tags,
        summary: 'A product with its materials, templates, agreements and repayment types',
        body: productDetailRequest,
        response: { 200: envelope(productDetailSchema) },
      },
    },
    async (request) => ok(await productDetail(app, await callerOf(app, request), request.body.id)),
  );

  app.post(
    '/portal/fin/product/queryEnumRepayTerm',
    {
      schema: {
        tags,
        summary: 'The repayment terms (the term filter of the product list)',
        body: dictRequest,
        response: { 200: envelope(repayTermReply) },
      },
    },
    async (request) => ok(await repayTerms(app, await callerOf(app, request))),
  );

  app.post(
    '/portal/product/recommend/queryRecommendProduct',
    {
      schema: {
        tags,
        summary: `Recommended products on shelf (${PRODUCT_LIMITS.recommendPageSize} unless page_size says)`,
        body: recommendQuery,
        response: { 200: envelope(recommendReply) },
      },
    },
    async (request) =>
      ok(
        await recommendedProducts(
          app,
          await callerOf(app, request),
          request.body?.pageSize ?? PRODUCT_LIMITS.recommendPageSize,
        ),
      ),
  );

  app.post(
    '/portal/fin/product/saveProdAccessRecord',
    {
      schema: {
        tags,
        summary: "Records a visit of a product's detail page (signed-in user or visitor)",
        body: accessRecordRequest,
        response: { 200: envelope(accessRecordReply) },
      },
    },
    async (request) => ok(await recordAccess(app, await callerOf(app, request), request.body.productId)),
  );

  // The finance admin's document configuration the apply page reads (business.md section 7).
  app.get(
    '/admin/fin/product/conf/queryProductDocumentConf',
    {
      schema: {
        tags,
        summary: 'The documents the apply page asks for on a product (customer_type 2, scene incoming)',
        querystring: documentConfQuery,
        response: {
          200: envelope(z.object({ rows: z.array(documentConfRow), total: z.number().int() })),
        },
      },
    },
    async (request) => ok(await documentConf(app, await callerOf(app, request), request.query.productCode)),
  );
};

export default productRoutes;
