import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, tenantListReply } from '@scf/shared';
import { ok } from '@/lib/envelope.ts';
import { listTenants } from '@/modules/tenant/repository.ts';

const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getTenantList',
    {
      schema: {
        tags: ['auth'],
        summary: 'The tenants of the sign-in picker; tenantId is the tenant code',
        response: { 200: envelope(tenantListReply) },
      },
    },
    async () => {
      const rows = (await listTenants(app.db)).map((t) => ({
        tenantId: t.code,
        tenantName: t.name,
        kindCode: t.kindCode,
      }));
      return ok({ rows, total: rows.length });
    },
  );
};

export default tenantRoutes;
