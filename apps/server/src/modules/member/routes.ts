import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ERROR_CODES, errorMessagesZhCN } from '@scf/shared';
import {
  appRegCompRequest,
  checkLegalCertNoRequest,
  memberByUsccRequest,
  needExtraCheckReply,
  needExtraCheckRequest,
} from '@scf/shared/schemas/member';
import {
  appRegCompReply,
  attachmentUsageReply,
  attachmentUsageRequest,
  checkLegalCertNoReply,
  createLetterReply,
  createLetterRequest,
  memberByUsccReply,
  memberDetail as memberDetailSchema,
  memberDetailRequest,
  queryBankNoReply,
  queryBankNoRequest,
} from '@scf/shared/schemas/member-api';
import { bankBranchUrlReply, bankBranchUrlRequest } from '@scf/shared/schemas/financing-apply-page';
import { dictReply, dictRequest } from '@scf/shared/schemas/product';
import { ok } from '@/lib/envelope.ts';
import invoiceRoutes from '@/modules/member/invoice-routes.ts';
import { memberDetail } from '@/modules/member/member-detail.ts';
import {
  attachmentUsage,
  checkLegalCertNo,
  createLetter,
  industryGroupDict,
  memberStatus,
  bankBranchUrl,
  needExtraCheck,
  queryBankNo,
  registerEnterprise,
} from '@/modules/member/service.ts';
import { callerOf } from '@/modules/product/caller.ts';

/**
 * Enterprise registration (business.md section 7 "Registration and verification"). Visitors call
 * these: registration comes before an account. Every POST carries the session cookie and CSRF token
 * (plugins/csrf.ts); the tenant is the session's or the default one (callerOf).
 */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['member'];
  await app.register(invoiceRoutes);

  app.post(
    '/api/member/get_member_by_usccode',
    {
      schema: {
        tags,
        summary: 'Status of the newest registration of a credit code (0, 5, 7 block the wizard)',
        body: memberByUsccRequest,
        response: { 200: envelope(memberByUsccReply) },
      },
    },
    async (request) => ok(await memberStatus(app, await callerOf(app, request), request.body.uscCode)),
  );

  app.post(
    '/api/member/need_extra_check',
    {
      schema: {
        tags,
        summary: 'memberWhiteStatus (no invoice needed) and needExtraCheck (legal mobile check)',
        body: needExtraCheckRequest,
        response: { 200: envelope(needExtraCheckReply) },
      },
    },
    async (request) => ok(await needExtraCheck(app, await callerOf(app, request), request.body)),
  );

  app.post(
    '/api/member/check_legal_cert_no',
    {
      schema: {
        tags,
        summary: 'The last four digits of the legal representative’s mobile; 5 wrong lock the code',
        body: checkLegalCertNoRequest,
        response: { 200: envelope(checkLegalCertNoReply) },
      },
    },
    async (request) => {
      await checkLegalCertNo(app, await callerOf(app, request), request.body);
      return {
        error_no: ERROR_CODES.OK,
        error_info: errorMessagesZhCN.legalCheckPassed,
        data: { passed: true as const },
      };
    },
  );

  app.post(
    '/api/member/app_reg_comp',
    {
      schema: {
        tags,
        summary: 'Submits a registration for review; empty data on success',
        body: appRegCompRequest,
        response: { 200: envelope(appRegCompReply) },
      },
    },
    async (request) => {
      await registerEnterprise(app, await callerOf(app, request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/api/member/get_industry_group',
    {
      schema: {
        tags,
        summary: 'Industry groups (GB/T 4754 sections), labels in the Accept-Language language',
        body: dictRequest,
        response: { 200: envelope(dictReply) },
      },
    },
    async (request) => ok(await industryGroupDict(app, await callerOf(app, request))),
  );

  app.post(
    '/api/member/create_letter',
    {
      schema: {
        tags,
        summary: 'Generates the user authorization letter (HTML) for the enterprise and stores it',
        body: createLetterRequest,
        response: { 200: envelope(createLetterReply) },
      },
    },
    async (request) => ok(await createLetter(app, await callerOf(app, request), request.body)),
  );

  app.post(
    '/api/portal/eclp/query_bank_no',
    {
      schema: {
        tags,
        summary: 'Bank branches whose name contains the keyword, optionally of one bank (50 at most)',
        body: queryBankNoRequest,
        response: { 200: envelope(queryBankNoReply) },
      },
    },
    async (request) => ok(await queryBankNo(app, request.body)),
  );

  // The apply page's branch search (the fund service's getBankBranchUrl; the prefix is ours).
  app.post(
    '/api/bbws/getBankBranchUrl',
    {
      schema: {
        tags,
        summary: "Branches of one bank whose name contains the keyword (the apply page's search)",
        body: bankBranchUrlRequest,
        response: { 200: envelope(bankBranchUrlReply) },
      },
    },
    async (request) => ok(await bankBranchUrl(app, request.body)),
  );

  app.post(
    '/api/member/detail',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "An enterprise's registered details: the caller's own, or one it may read (else 14001)",
        body: memberDetailRequest,
        response: { 200: envelope(memberDetailSchema) },
      },
    },
    async (request) => ok(await memberDetail(app, request.user, request.body.userCode)),
  );

  app.post(
    '/client/attachment/attachment_usage/list',
    {
      schema: {
        tags,
        summary: 'The documents a business needs (AUTH_REGISTER: the registration) with their rules',
        body: attachmentUsageRequest,
        response: { 200: envelope(attachmentUsageReply) },
      },
    },
    async (request) => ok(attachmentUsage(await callerOf(app, request))),
  );
};

export default memberRoutes;
