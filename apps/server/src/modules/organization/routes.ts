import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, envelope } from '@scf/shared';
import {
  assignRequest,
  enterpriseOptionPage,
  enterpriseSearchRequest,
  institutionOptions,
  managerPage,
  salesmanMembersQuery,
  salesmanMemberPage,
  salesmanPage,
  staffIdRequest,
  staffQuery,
  staffSaveReply,
  staffSaveRequest,
  unassignRequest,
} from '@scf/shared/schemas/organization';
import { ok } from '@/lib/envelope.ts';
import {
  assignMembers,
  enterpriseChoices,
  institutionChoices,
  queryManagers,
  querySalesmen,
  salesmanMembers,
  saveStaff,
  setStaffStatus,
  unassignMember,
} from '@/modules/organization/service.ts';

/**
 * An institution's account managers and salesmen (issue 7 point 2; paths ours, listed in
 * @scf/shared/schemas/organization). Reading needs any code of the family, each change its own
 * code; the permission is checked before the body.
 */
const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountManager: manager, salesman } = PERMISSIONS;
  const anyOf = (family: Record<string, string>) => app.requirePermission(...Object.values(family));
  const done = z.null();

  app.post(
    '/api/org/institutions',
    {
      preValidation: app.requirePermission(...Object.values(manager), ...Object.values(salesman)),
      schema: {
        tags: ['organization'],
        summary: "The institutions whose staff the caller manages: its own, or an operator's tenant's",
        response: { 200: envelope(institutionOptions) },
      },
    },
    async (request) => ok(await institutionChoices(app, request.user)),
  );

  const staff = [
    ['manager', '/api/manager', manager, managerPage, queryManagers, 'account managers'],
    ['salesman', '/api/salesman', salesman, salesmanPage, querySalesmen, 'salesmen'],
  ] as const;
  for (const [kind, base, codes, reply, query, noun] of staff) {
    const tags = [kind === 'manager' ? 'account-manager' : 'salesman'];
    app.post(
      `${base}/query`,
      {
        preValidation: anyOf(codes),
        schema: {
          tags,
          summary: `Lists ${noun} (filters: institution, name, mobile, status)`,
          body: staffQuery,
          response: { 200: envelope(reply) },
        },
      },
      async (request) => ok(await query(app, request.user, request.body)),
    );
    app.post(
      `${base}/save`,
      {
        preValidation: app.requirePermission(codes.add, codes.edit),
        schema: {
          tags,
          summary: `Adds one of the ${noun} (no id) or edits one's name and mobile`,
          body: staffSaveRequest,
          response: { 200: envelope(staffSaveReply) },
        },
      },
      async (request) => ok(await saveStaff(app, request.user, kind, request.body)),
    );
    for (const [move, code, to] of [
      ['enable', codes.enable, 'active'],
      ['disable', codes.disable, 'disabled'],
    ] as const) {
      app.post(
        `${base}/${move}`,
        {
          preValidation: app.requirePermission(code),
          schema: {
            tags,
            summary: `${move === 'enable' ? 'Enables' : 'Disables'} one of the ${noun}`,
            body: staffIdRequest,
            response: { 200: envelope(done) },
          },
        },
        async (request) =>
          ok(await setStaffStatus(app, request.user, kind, request.body.id, to).then(() => null)),
      );
    }
  }

  const tags = ['salesman'];
  app.post(
    '/api/salesman/members',
    {
      preValidation: anyOf(salesman),
      schema: {
        tags,
        summary: "A salesman's enterprises, latest assigned first",
        body: salesmanMembersQuery,
        response: { 200: envelope(salesmanMemberPage) },
      },
    },
    async (request) => ok(await salesmanMembers(app, request.user, request.body)),
  );
  app.post(
    '/api/salesman/enterprises',
    {
      preValidation: app.requirePermission(salesman.assign),
      schema: {
        tags,
        summary:
          "The tenant's enterprises by name or credit code, with the institution's salesman holding each",
        body: enterpriseSearchRequest,
        response: { 200: envelope(enterpriseOptionPage) },
      },
    },
    async (request) => ok(await enterpriseChoices(app, request.user, request.body)),
  );
  app.post(
    '/api/salesman/assign',
    {
      preValidation: app.requirePermission(salesman.assign),
      schema: {
        tags,
        summary: 'Assigns enterprises to an active salesman, moving each from the salesman named',
        body: assignRequest,
        response: { 200: envelope(done) },
      },
    },
    async (request) => ok(await assignMembers(app, request.user, request.body).then(() => null)),
  );
  app.post(
    '/api/salesman/unassign',
    {
      preValidation: app.requirePermission(salesman.assign),
      schema: {
        tags,
        summary: 'Takes an enterprise from a salesman',
        body: unassignRequest,
        response: { 200: envelope(done) },
      },
    },
    async (request) => ok(await unassignMember(app, request.user, request.body).then(() => null)),
  );
};

export default organizationRoutes;
