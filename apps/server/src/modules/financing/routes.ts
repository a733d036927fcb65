import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, envelope } from '@scf/shared';
import {
  acceptRequest,
  accountManagerRow,
  applyRequest,
  checkProductAccessReply,
  checkProductAccessRequest,
  demandPublishRequest,
  demandRow,
  detailRequest,
  financingDetail,
  financingQuery,
  financingRow,
  creditRequest,
  loanRequest,
  reasonRequest,
  idRequest,
  snatchListRequest,
  warnQuery,
  warnRow,
} from '@scf/shared/schemas/financing';
import { orgProductQuery, productPage } from '@scf/shared/schemas/product';
import { ok } from '@/lib/envelope.ts';
import { pickLanguage } from '@/modules/access/service.ts';
import {
  accept,
  accountManagers,
  auditReject,
  applyForProduct,
  cancel,
  checkProductAccess,
  credit,
  decline,
  loan,
  markWarnDealt,
  orgProducts,
  publishDemand,
  queryWarns,
  queryRequests,
  requestDetail,
  snatchList,
} from '@/modules/financing/service.ts';

/**
 * Financing requests (issue 6; paths of business.md section 7, ours where it shows none — see
 * docs/decisions.md). Permission codes are checked before the body, so a refused caller learns
 * nothing of the rules; the tenant and the party are the session's.
 */
const created = z.object({ id: z.number().int(), applyCode: z.string() });
const page = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number().int() });

const financingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['financing'];
  const { finance, request: req } = PERMISSIONS;
  const language = (headers: { 'accept-language'?: string | undefined }) =>
    pickLanguage(headers['accept-language']);

  app.post(
    '/api/financing/check_product_access',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Whether the caller may apply to the product now',
        body: checkProductAccessRequest,
        response: { 200: envelope(checkProductAccessReply) },
      },
    },
    async (request) => ok(await checkProductAccess(app, request.user, request.body.productId)),
  );

  app.post(
    '/api/financing/apply',
    {
      preValidation: app.requirePermission(finance.apply, finance.applyList),
      schema: {
        tags,
        summary: 'The generic apply dialog: an application to one product',
        body: applyRequest,
        response: { 200: envelope(created) },
      },
    },
    async (request) => ok(await applyForProduct(app, request.user, request.body)),
  );

  app.post(
    '/api/financing/demand/publish',
    {
      preValidation: app.requirePermission(req.add),
      schema: {
        tags,
        summary: 'Publishes a financing demand to the grab hall of every institution',
        body: demandPublishRequest,
        response: { 200: envelope(created) },
      },
    },
    async (request) => ok(await publishDemand(app, request.user, request.body)),
  );

  app.post(
    '/api/financing/query_snatch_list',
    {
      preValidation: app.requirePermission(req.accept, req.acceptRob),
      schema: {
        tags,
        summary: 'Open demands the caller institution has not ignored, newest first',
        body: snatchListRequest,
        response: { 200: envelope(page(demandRow)) },
      },
    },
    async (request) => ok(await snatchList(app, request.user, language(request.headers), request.body)),
  );

  app.post(
    '/api/financing/accept',
    {
      preValidation: app.requirePermission(req.accept, req.acceptRob),
      schema: {
        tags,
        summary: 'Accepts (1, with product and account manager) or ignores (0) a request',
        body: acceptRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => ok(await accept(app, request.user, request.body).then(() => null)),
  );

  app.post(
    '/api/financing/credit',
    {
      preValidation: app.requirePermission(req.credit),
      schema: {
        tags,
        summary: 'Credits an accepted request: amount (yuan), rate (%), term, repayment method',
        body: creditRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => ok(await credit(app, request.user, request.body).then(() => null)),
  );

  app.post(
    '/api/financing/loan',
    {
      preValidation: app.requirePermission(req.loan),
      schema: {
        tags,
        summary: 'Lends on a credited request and creates its repayment plan',
        body: loanRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => ok(await loan(app, request.user, request.body).then(() => null)),
  );

  app.post(
    '/api/financing/decline',
    {
      preValidation: app.requirePermission(req.audit),
      schema: {
        tags,
        summary: 'The institution declines an accepted or credited request',
        body: reasonRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => ok(await decline(app, request.user, request.body).then(() => null)),
  );

  app.post(
    '/api/financing/audit_reject',
    {
      preValidation: app.requirePermission(req.audit),
      schema: {
        tags,
        summary: "The back office's request review rejects a request nobody has accepted yet",
        body: reasonRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => ok(await auditReject(app, request.user, request.body).then(() => null)),
  );

  app.post(
    '/api/financing/cancel',
    {
      preValidation: app.requirePermission(req.cancel),
      schema: {
        tags,
        summary: 'The enterprise withdraws a request nobody has accepted yet',
        body: reasonRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => ok(await cancel(app, request.user, request.body).then(() => null)),
  );

  app.post(
    '/api/financing/query',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "The caller side's requests: status, kind and keyword filters, newest first",
        body: financingQuery,
        response: { 200: envelope(page(financingRow)) },
      },
    },
    async (request) => ok(await queryRequests(app, request.user, language(request.headers), request.body)),
  );

  app.post(
    '/api/financing/detail',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'One request by id or apply code, with files, history, plan and review',
        body: detailRequest,
        response: { 200: envelope(financingDetail) },
      },
    },
    async (request) => ok(await requestDetail(app, request.user, language(request.headers), request.body)),
  );

  app.post(
    '/api/financing/warn/query',
    {
      preValidation: app.requirePermission(req.accept, req.acceptRob),
      schema: {
        tags,
        summary: "The caller institution's alerts: dealStatus 0 unprocessed, 1 processed",
        body: warnQuery,
        response: { 200: envelope(page(warnRow)) },
      },
    },
    async (request) => ok(await queryWarns(app, request.user, request.body)),
  );

  app.post(
    '/api/financing/warn/deal',
    {
      preValidation: app.requirePermission(req.accept, req.acceptRob),
      schema: {
        tags,
        summary: 'Marks one alert processed',
        body: idRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => ok(await markWarnDealt(app, request.user, request.body.id).then(() => null)),
  );

  app.post(
    '/api/product/query',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "The caller institution's products by status and loan type (an operator: the tenant's)",
        body: orgProductQuery,
        response: { 200: envelope(productPage) },
      },
    },
    async (request) => ok(await orgProducts(app, request.user, language(request.headers), request.body)),
  );

  app.post(
    '/api/manager/get_account_manager_list',
    {
      preValidation: app.requirePermission(req.accept, req.acceptRob),
      schema: {
        tags,
        summary: "The caller institution's active account managers",
        response: { 200: envelope(page(accountManagerRow)) },
      },
    },
    async (request) => ok(await accountManagers(app, request.user)),
  );
};

export default financingRoutes;
