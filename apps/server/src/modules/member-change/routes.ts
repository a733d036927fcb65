import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, envelope } from '@scf/shared';
import {
  memberChangeCurrent,
  memberChangeCurrentRequest,
  memberChangeDetail,
  memberChangeHistoryRequest,
  memberChangeIdRequest,
  memberChangePage,
  memberChangeQueryRequest,
  memberChangeRejectRequest,
  memberChangeRow,
  memberChangeSaveReply,
  memberChangeSaveRequest,
} from '@scf/shared/schemas/member-change';
import { ok } from '@/lib/envelope.ts';
import { pickLanguage } from '@/modules/access/service.ts';
import {
  approveChange,
  changeDetail,
  currentDetails,
  ownHistory,
  queryChanges,
  rejectChange,
  saveChange,
} from '@/modules/member-change/service.ts';

/**
 * An enterprise's changes to its registered details (issue 7 point 4; the paths are ours, listed in
 * @scf/shared/schemas/member-change). The enterprise reads its own details and history (a user of
 * no member gets -107) and saves with ENTERPRISE_EDIT; the back office lists, opens and decides
 * with MEMBER_CHANGE_REVIEW. Codes are checked before the body; the tenant is the session's.
 */
const memberChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['member-change'];
  const canReview = app.requirePermission(PERMISSIONS.member.changeReview);

  app.post(
    '/api/member/change/current',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'The signed-in enterprise’s registered details, documents and pending change',
        body: memberChangeCurrentRequest,
        response: { 200: envelope(memberChangeCurrent) },
      },
    },
    async (request) =>
      ok(await currentDetails(app, request.user, pickLanguage(request.headers['accept-language']))),
  );

  app.post(
    '/api/member/change/save',
    {
      preValidation: app.requirePermission(PERMISSIONS.enterprise.edit),
      schema: {
        tags,
        summary:
          'Saves the changed fields: direct ones apply at once, reviewed ones wait as one pending change',
        body: memberChangeSaveRequest,
        response: { 200: envelope(memberChangeSaveReply) },
      },
    },
    async (request) => ok(await saveChange(app, request.user, request.body)),
  );

  app.post(
    '/api/member/change/history',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'The signed-in enterprise’s changes, newest first',
        body: memberChangeHistoryRequest,
        response: { 200: envelope(memberChangePage) },
      },
    },
    async (request) => ok(await ownHistory(app, request.user, request.body)),
  );

  app.post(
    '/api/member/change/query',
    {
      preValidation: canReview,
      schema: {
        tags,
        summary: 'The tenant’s changes, pending first then newest; status, enterprise and keyword filters',
        body: memberChangeQueryRequest,
        response: { 200: envelope(memberChangePage) },
      },
    },
    async (request) => ok(await queryChanges(app, request.user, request.body)),
  );

  app.post(
    '/api/member/change/detail',
    {
      preValidation: canReview,
      schema: {
        tags,
        summary: 'One change, each field before and after, and the enterprise’s other changes',
        body: memberChangeIdRequest,
        response: { 200: envelope(memberChangeDetail) },
      },
    },
    async (request) => ok(await changeDetail(app, request.user, request.body.id)),
  );

  app.post(
    '/api/member/change/approve',
    {
      preValidation: canReview,
      schema: {
        tags,
        summary: 'Approves a pending change: its new values are written to the registration',
        body: memberChangeIdRequest,
        response: { 200: envelope(memberChangeRow) },
      },
    },
    async (request) => ok(await approveChange(app, request.user, request.body.id)),
  );

  app.post(
    '/api/member/change/reject',
    {
      preValidation: canReview,
      schema: {
        tags,
        summary: 'Rejects a pending change with a reason of 1-200 characters',
        body: memberChangeRejectRequest,
        response: { 200: envelope(memberChangeRow) },
      },
    },
    async (request) => ok(await rejectChange(app, request.user, request.body)),
  );
};

export default memberChangeRoutes;
