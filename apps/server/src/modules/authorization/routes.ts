import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, envelope } from '@scf/shared';
import {
  authorizationApplyReply,
  authorizationApplyRequest,
  authorizationCancelRequest,
  authorizationDetail,
  authorizationIdRequest,
  authorizationOptions,
  authorizationPage,
  authorizationQuery,
  authorizationRejectRequest,
} from '@scf/shared/schemas/authorization';
import { ok } from '@/lib/envelope.ts';
import { apply, cancel, detail, options, pass, query, reject } from '@/modules/authorization/service.ts';

/**
 * The calls of authorisations (issue 7 point 3; paths in @scf/shared/schemas/authorization). The
 * permission codes are checked before the body, so a refused caller learns nothing of the rules;
 * reading needs any code of the family; the tenant and the party are the session's.
 */
const authorizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['authorization'];
  const { authorization: codes } = PERMISSIONS;
  const anyCode = app.requirePermission(codes.apply, codes.cancel, codes.auditPass, codes.auditReject);
  const done = envelope(z.null());

  app.post(
    '/api/authorization/options',
    {
      preValidation: anyCode,
      schema: {
        tags,
        summary: "The tenant's institutions and the enterprises among the caller's authorisations",
        response: { 200: envelope(authorizationOptions) },
      },
    },
    async (request) => ok(await options(app, request.user)),
  );

  app.post(
    '/api/authorization/query',
    {
      preValidation: anyCode,
      schema: {
        tags,
        summary:
          "The caller side's authorisations by status, scope, institution and enterprise; pending first",
        body: authorizationQuery,
        response: { 200: envelope(authorizationPage) },
      },
    },
    async (request) => ok(await query(app, request.user, request.body)),
  );

  app.post(
    '/api/authorization/detail',
    {
      preValidation: anyCode,
      schema: {
        tags,
        summary: 'One authorisation with its history',
        body: authorizationIdRequest,
        response: { 200: envelope(authorizationDetail) },
      },
    },
    async (request) => ok(await detail(app, request.user, request.body.id)),
  );

  app.post(
    '/api/authorization/apply',
    {
      preValidation: app.requirePermission(codes.apply),
      schema: {
        tags,
        summary: 'The enterprise authorises an institution to read one kind of its data until a date',
        body: authorizationApplyRequest,
        response: { 200: envelope(authorizationApplyReply) },
      },
    },
    async (request) => ok(await apply(app, request.user, request.body)),
  );

  app.post(
    '/api/authorization/pass',
    {
      preValidation: app.requirePermission(codes.auditPass),
      schema: {
        tags,
        summary: 'The institution (or the back office) passes a pending authorisation',
        body: authorizationIdRequest,
        response: { 200: done },
      },
    },
    async (request) => ok(await pass(app, request.user, request.body.id).then(() => null)),
  );

  app.post(
    '/api/authorization/reject',
    {
      preValidation: app.requirePermission(codes.auditReject),
      schema: {
        tags,
        summary: 'The institution (or the back office) rejects a pending authorisation, with the reason',
        body: authorizationRejectRequest,
        response: { 200: done },
      },
    },
    async (request) => ok(await reject(app, request.user, request.body).then(() => null)),
  );

  app.post(
    '/api/authorization/cancel',
    {
      preValidation: app.requirePermission(codes.cancel),
      schema: {
        tags,
        summary: 'The enterprise cancels a pending authorisation or one in force, with the reason',
        body: authorizationCancelRequest,
        response: { 200: done },
      },
    },
    async (request) => ok(await cancel(app, request.user, request.body).then(() => null)),
  );
};

export default authorizationRoutes;
