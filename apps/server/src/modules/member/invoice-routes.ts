import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ERROR_CODES } from '@scf/shared';
import { invoiceCheckReply, invoiceCheckRequest } from '@scf/shared/schemas/member-api';
import { checkInvoice } from '@/modules/member/invoice-check.ts';
import { callerOf } from '@/modules/product/caller.ts';
import { registerRouteRateLimit } from '@/plugins/route-rate-limit.ts';

/** Checks per client address and minute: reading a PDF costs a few hundred milliseconds of CPU. */
const CHECKS_PER_MINUTE = 20;

/**
 * POST /api/member/invoice_check (business.md section 7). A failed check is an answer, not an
 * error: error_no 0 with isSuccess false and the message in errorMsg (the wizard shows the server's
 * message) and in error_info. Malformed input is the usual 400 naming the field.
 */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerRouteRateLimit(app);

  app.post(
    '/api/member/invoice_check',
    {
      schema: {
        tags: ['member'],
        summary: 'The uploaded e-invoice: last six months, issued by the company, to a platform member',
        body: invoiceCheckRequest,
        response: { 200: envelope(invoiceCheckReply) },
      },
      config: { rateLimit: { max: CHECKS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { tenantId } = await callerOf(app, request);
      const { fileName, companyName, uscCode } = request.body;
      const data = await checkInvoice(app.db, tenantId, { fileHash: fileName, companyName, uscCode });
      return { error_no: ERROR_CODES.OK, error_info: data.errorMsg, data };
    },
  );
};

export default invoiceRoutes;
