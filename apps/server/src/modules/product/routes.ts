import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@scf/shared';
import {
  accessRecordReply,
  accessRecordRequest,
  dictRequest,
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
};

export default productRoutes;
