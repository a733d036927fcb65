import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@scf/shared';
import { financeOrgIndexStats, reportScore, reportScoreRequest } from '@scf/shared/schemas/financing';
import { ok } from '@/lib/envelope.ts';
import { financeOrgIndexStats as statsOf, reportScore as scoreOf } from '@/modules/stats/service.ts';

/** The dashboards' figures (business.md section 7 "Institution and enterprise dashboards"). */
const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['stats'];

  app.post(
    '/api/stats/finance_org_index_stats',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary:
          "The institution dashboard's figures: its products and requests (the tenant's for an operator)",
        response: { 200: envelope(financeOrgIndexStats) },
      },
    },
    async (request) => ok(await statsOf(app, request.user)),
  );

  app.post(
    '/api/compInfo/get_report_score',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "The enterprise's credit score from its record on the platform, with its factors",
        body: reportScoreRequest,
        response: { 200: envelope(reportScore) },
      },
    },
    async (request) => ok(await scoreOf(app, request.user)),
  );
};

export default statsRoutes;
