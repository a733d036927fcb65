import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, envelope, menuTreeReply, permissionsQuery, permissionsReply } from '@scf/shared';
import { ok } from '@/lib/envelope.ts';
import { findUserMenus, listTenantRoles } from '@/modules/access/repository.ts';
import { roleListReply } from '@/modules/access/schemas.ts';
import { menuTree, pickLanguage } from '@/modules/access/service.ts';

const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's path has a double slash; some clients and proxies collapse it, so both are served.
  for (const url of ['/api/user//getUserPermissions', '/api/user/getUserPermissions']) {
    app.get(
      url,
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['access'],
          summary: 'The permission map of the signed-in user: code → true for each code held',
          querystring: permissionsQuery,
          response: { 200: envelope(permissionsReply) },
        },
      },
      async (request) =>
        ok(Object.fromEntries([...request.user.permissions].sort().map((code) => [code, true]))),
    );
  }

  app.get(
    '/api/user/menus',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['access'],
        summary: "The menu tree of the user's roles, names in the Accept-Language language",
        response: { 200: envelope(menuTreeReply) },
      },
    },
    async (request) => {
      const rows = await findUserMenus(app.db, request.user.id, request.user.tenantId);
      return ok({ rows: menuTree(rows, pickLanguage(request.headers['accept-language'])) });
    },
  );

  app.post(
    '/api/access/roles/list',
    {
      preHandler: app.requirePermission(...Object.values(PERMISSIONS.role)),
      schema: {
        tags: ['access'],
        summary: "The tenant's roles with their permissions (any ROLE_* permission)",
        response: { 200: envelope(roleListReply) },
      },
    },
    async (request) => {
      const rows = (await listTenantRoles(app.db, request.user.tenantId)).map((r) => ({
        roleId: String(r.id),
        code: r.code,
        name: r.name,
        status: r.status,
        permissions: r.permissions,
      }));
      return ok({ rows, total: rows.length });
    },
  );
};

export default accessRoutes;
