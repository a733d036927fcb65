import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, envelope } from '@scf/shared';
import { incomingApplyRequest } from '@scf/shared/schemas/financing-apply-page';
import {
  receivableApplyRequest,
  waybillApplyRequest,
  warehouseApplyRequest,
} from '@scf/shared/schemas/financing-loan-type';
import { ok } from '@/lib/envelope.ts';
import { applyIncoming, applyLoanType } from '@/modules/financing-apply/service.ts';

/**
 * The application pages' submissions (business.md section 7 "Application submission": paths not
 * shown, ours in docs/decisions.md). The apply page needs finance apply (finance apply list for a
 * receivable product, checked once the product is known); each loan-type page its own code.
 */
const created = z.object({ id: z.number().int(), applyCode: z.string() });

const financingApplyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['financing'];
  const { finance } = PERMISSIONS;

  app.post(
    '/api/financing/incoming_apply',
    {
      preValidation: app.requirePermission(finance.apply, finance.applyList),
      schema: {
        tags,
        summary: 'The apply page (voucher or credit variant) and the receivable discount page',
        body: incomingApplyRequest,
        response: { 200: envelope(created) },
      },
    },
    async (request) => ok(await applyIncoming(app, request.user, request.body)),
  );

  app.post(
    '/api/financing/waybill_apply',
    {
      preValidation: app.requirePermission(finance.applyLogmis),
      schema: {
        tags,
        summary: 'A LOGMIS product: the application with its waybills',
        body: waybillApplyRequest,
        response: { 200: envelope(created) },
      },
    },
    async (request) =>
      ok(await applyLoanType(app, request.user, 'LOGMIS', request.body, request.body.waybillList)),
  );

  app.post(
    '/api/financing/scbc_apply',
    {
      preValidation: app.requirePermission(finance.applyScbc),
      schema: {
        tags,
        summary: 'An SCBC product: the application with its receivables',
        body: receivableApplyRequest,
        response: { 200: envelope(created) },
      },
    },
    async (request) =>
      ok(await applyLoanType(app, request.user, 'SCBC', request.body, request.body.receivableList)),
  );

  app.post(
    '/api/financing/wms_apply',
    {
      preValidation: app.requirePermission(finance.applyWms),
      schema: {
        tags,
        summary: 'A WMS product: the application with its warehouse receipts',
        body: warehouseApplyRequest,
        response: { 200: envelope(created) },
      },
    },
    async (request) =>
      ok(await applyLoanType(app, request.user, 'WMS', request.body, request.body.receiptList)),
  );
};

export default financingApplyRoutes;
