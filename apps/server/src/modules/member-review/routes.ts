import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, envelope } from '@scf/shared';
import {
  checkDefaultPwdReply,
  registrationIdRequest,
  reviewApproveReply,
  reviewApproveRequest,
  reviewDecisionReply,
  reviewDetail,
  reviewDisableRequest,
  reviewEditRequest,
  reviewListReply,
  reviewListRequest,
  reviewRejectRequest,
} from '@scf/shared/schemas/member-review';
import { ok } from '@/lib/envelope.ts';
import { pickLanguage } from '@/modules/access/service.ts';
import {
  approveRegistration,
  disableRegistration,
  editRegistration,
  listReview,
  rejectRegistration,
  reviewDetail as detailOf,
} from '@/modules/member-review/service.ts';
import { passwordIsDefault } from '@/modules/member-review/repository.ts';

/**
 * The registration review (issue 5 point 11; the paths are ours, docs/decisions.md). Back-office
 * operators only: MEMBER_REVIEW reads and decides, MEMBER_REGISTRATION_EDIT corrects; anyone else
 * gets -107, checked before the body is (a refused caller learns nothing of the rules). The tenant is the session's. Also GET /api/user/checkDefaultPwd, which the first sign-in
 * of an approved enterprise's operator turns on.
 */
const memberReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['member-review'];
  const { review, edit } = PERMISSIONS.member;
  const canRead = app.requirePermission(review, edit);
  const canDecide = app.requirePermission(review);

  app.post(
    '/api/member/review/list',
    {
      preValidation: canRead,
      schema: {
        tags,
        summary: 'Registrations of the tenant, pending first then newest; status and keyword filters',
        body: reviewListRequest,
        response: { 200: envelope(reviewListReply) },
      },
    },
    async (request) => ok(await listReview(app, request.user, request.body)),
  );

  app.post(
    '/api/member/review/detail',
    {
      preValidation: canRead,
      schema: {
        tags,
        summary: 'Every field of a registration, its operators, documents and audit history',
        body: registrationIdRequest,
        response: { 200: envelope(reviewDetail) },
      },
    },
    async (request) =>
      ok(
        await detailOf(app, request.user, request.body.id, pickLanguage(request.headers['accept-language'])),
      ),
  );

  app.post(
    '/api/member/review/edit',
    {
      preValidation: app.requirePermission(edit),
      schema: {
        tags,
        summary: 'Corrects a pending registration (the wizard’s rules); the changes are audited',
        body: reviewEditRequest,
        response: { 200: envelope(reviewDetail) },
      },
    },
    async (request) =>
      ok(
        await editRegistration(
          app,
          request.user,
          request.body,
          pickLanguage(request.headers['accept-language']),
        ),
      ),
  );

  app.post(
    '/api/member/review/approve',
    {
      preValidation: canDecide,
      schema: {
        tags,
        summary: 'Approves a pending registration: member, operator accounts, passwords by SMS',
        body: reviewApproveRequest,
        response: { 200: envelope(reviewApproveReply) },
      },
    },
    async (request) => ok(await approveRegistration(app, request.user, request.body)),
  );

  app.post(
    '/api/member/review/reject',
    {
      preValidation: canDecide,
      schema: {
        tags,
        summary: 'Rejects a pending registration (status 7) with a reason of 1-200 characters',
        body: reviewRejectRequest,
        response: { 200: envelope(reviewDecisionReply) },
      },
    },
    async (request) => ok(await rejectRegistration(app, request.user, request.body)),
  );

  app.post(
    '/api/member/review/disable',
    {
      preValidation: canDecide,
      schema: {
        tags,
        summary: 'Disables a pending or approved registration (status 5), its member and users',
        body: reviewDisableRequest,
        response: { 200: envelope(reviewDecisionReply) },
      },
    },
    async (request) => ok(await disableRegistration(app, request.user, request.body)),
  );

  app.get(
    '/api/user/checkDefaultPwd',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'True while the signed-in user’s password is a default one (forced change)',
        response: { 200: envelope(checkDefaultPwdReply) },
      },
    },
    async (request) => ok(await passwordIsDefault(app.db, request.user.tenantId, request.user.id)),
  );
};

export default memberReviewRoutes;
