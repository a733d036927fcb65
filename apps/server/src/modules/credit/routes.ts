import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, envelope } from '@scf/shared';
import {
  creCreditProRequest,
  creCreditReply,
  creCreditRequest,
  creditorPage,
} from '@scf/shared/schemas/financing-apply-page';
import { ok } from '@/lib/envelope.ts';
import { pickLanguage } from '@/modules/access/service.ts';
import { queryCreCredit, queryCreCreditPro } from '@/modules/credit/service.ts';

/** The credit service's calls of the apply page (business.md section 7; the prefix is ours). */
const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['credit'];
  const { finance } = PERMISSIONS;

  app.post(
    '/portal/fin/credit/queryCreCredit',
    {
      preValidation: app.requirePermission(finance.apply, finance.applyList),
      schema: {
        tags,
        summary: "The caller enterprise's credit line on a product (no row: no credit)",
        body: creCreditRequest,
        response: { 200: envelope(creCreditReply) },
      },
    },
    async (request) =>
      ok(
        await queryCreCredit(
          app,
          request.user,
          pickLanguage(request.headers['accept-language']),
          request.body.productCode,
        ),
      ),
  );

  app.post(
    '/portal/fin/credit/queryCreCreditPro',
    {
      preValidation: app.requirePermission(finance.apply, finance.applyList),
      schema: {
        tags,
        summary: 'Cash-out parties holding a credit line on a product, by name (never the caller)',
        body: creCreditProRequest,
        response: { 200: envelope(creditorPage) },
      },
    },
    async (request) => ok(await queryCreCreditPro(app, request.user, request.body)),
  );
};

export default creditRoutes;
