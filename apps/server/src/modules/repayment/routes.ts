import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, envelope } from '@scf/shared';
import {
  judgeQuery,
  judgeRequest,
  judgeRow,
  repayConfirmRequest,
  repayPlanQuery,
  repayPlanRow,
} from '@scf/shared/schemas/financing';
import { ok } from '@/lib/envelope.ts';
import { confirmPlan, judge, queryJudges, queryPlans } from '@/modules/repayment/service.ts';

/** Repayment plans and institution reviews (issue 6; business.md section 7). */
const page = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number().int() });

const repaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['repayment'];

  app.post(
    '/api/repay_plan/query',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "The caller side's instalments, open ones first by due date",
        body: repayPlanQuery,
        response: { 200: envelope(page(repayPlanRow)) },
      },
    },
    async (request) => ok(await queryPlans(app, request.user, request.body)),
  );

  app.post(
    '/api/repay_plan/confirm',
    {
      preValidation: app.requirePermission(PERMISSIONS.repayment.confirm),
      schema: {
        tags,
        summary: 'The enterprise confirms an instalment; the last one repays the request',
        body: repayConfirmRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => ok(await confirmPlan(app, request.user, request.body.id).then(() => null)),
  );

  app.post(
    '/api/financing/judge',
    {
      preValidation: app.requirePermission(PERMISSIONS.request.judge),
      schema: {
        tags,
        summary: 'The enterprise reviews the institution of a repaid request, once',
        body: judgeRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => ok(await judge(app, request.user, request.body).then(() => null)),
  );

  app.post(
    '/api/financing/judge_query',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Reviews of an institution (userCode), or of the caller side',
        body: judgeQuery,
        response: { 200: envelope(page(judgeRow)) },
      },
    },
    async (request) => ok(await queryJudges(app, request.user, request.body)),
  );
};

export default repaymentRoutes;
