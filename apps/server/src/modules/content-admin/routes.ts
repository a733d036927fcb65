import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, envelope } from '@scf/shared';
import {
  adSaveRequest,
  adTargetReply,
  adTargetRequest,
  adminAdDetail,
  adminAdPage,
  adminAdQueryRequest,
  adminAgreementDetail,
  adminAgreementPage,
  adminFriendLinkDetail,
  adminFriendLinkPage,
  adminNewsDetail,
  adminNewsPage,
  adminNewsTypeReply,
  adminPolicyDetail,
  adminPolicyPage,
  agreementSaveRequest,
  contentIdRequest,
  contentListRequest,
  contentSaveReply,
  friendLinkSaveRequest,
  newsQueryRequest,
  newsSaveRequest,
  policySaveRequest,
  siteContent,
  siteContentReply,
} from '@scf/shared/schemas/content-admin';
import type { ContentKind } from '@scf/shared/schemas/content-admin';
import { ok } from '@/lib/envelope.ts';
import { pickLanguage } from '@/modules/access/service.ts';
import {
  adDetail,
  adList,
  adTargets,
  agreementDetail,
  agreementList,
  deleteContent,
  friendLinkDetail,
  friendLinkList,
  moveContent,
  newsDetail,
  newsList,
  newsTypes,
  policyDetail,
  policyList,
  saveAd,
  saveAgreement,
  saveFriendLink,
  saveNews,
  savePolicy,
  saveSite,
  siteDetail,
} from '@/modules/content-admin/service.ts';

/**
 * Content management for operators (issue 7, point 5); the paths are listed in
 * packages/shared/src/schemas/content-admin.ts. Reading needs either content right; writing and
 * deleting CONTENT_EDIT; publishing and withdrawing CONTENT_PUBLISH. Rights are checked before the
 * body, so a user without them learns nothing from a malformed request.
 */
const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content-admin'];
  const { content } = PERMISSIONS;
  const read = app.requirePermission(content.edit, content.publish);
  const edit = app.requirePermission(content.edit);
  const publish = app.requirePermission(content.publish);
  const done = z.null();
  const base = '/api/admin/content';
  const language = (header: string | undefined) => pickLanguage(header);

  // News ------------------------------------------------------------------------------------------

  app.post(
    `${base}/news_type/query`,
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'Every news sub-type (help centre included), named in the caller’s language',
        body: z.object({}).passthrough().nullish(),
        response: { 200: envelope(adminNewsTypeReply) },
      },
    },
    async (request) => {
      const rows = await newsTypes(app, request.user, language(request.headers['accept-language']));
      return ok({ rows, total: rows.length });
    },
  );

  app.post(
    `${base}/news/query`,
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'News of every status, by sub-type, status and title keyword; newest first',
        body: newsQueryRequest,
        response: { 200: envelope(adminNewsPage) },
      },
    },
    async (request) =>
      ok(await newsList(app, request.user, request.body, language(request.headers['accept-language']))),
  );

  app.post(
    `${base}/news/get`,
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'One news article with its body, for editing',
        body: contentIdRequest,
        response: { 200: envelope(adminNewsDetail) },
      },
    },
    async (request) =>
      ok(await newsDetail(app, request.user, request.body.id, language(request.headers['accept-language']))),
  );

  app.post(
    `${base}/news/save`,
    {
      preValidation: edit,
      schema: {
        tags,
        summary: 'Writes a news article (new ones unpublished) or edits one; the body is sanitised',
        body: newsSaveRequest,
        response: { 200: envelope(contentSaveReply) },
      },
    },
    async (request) => ok(await saveNews(app, request.user, request.body)),
  );

  // Ads -------------------------------------------------------------------------------------------

  app.post(
    `${base}/ad/query`,
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'Ads by site position, status and title keyword; in position and order',
        body: adminAdQueryRequest,
        response: { 200: envelope(adminAdPage) },
      },
    },
    async (request) => ok(await adList(app, request.user, request.body)),
  );

  app.post(
    `${base}/ad/get`,
    {
      preValidation: read,
      schema: { tags, summary: 'One ad', body: contentIdRequest, response: { 200: envelope(adminAdDetail) } },
    },
    async (request) => ok(await adDetail(app, request.user, request.body.id)),
  );

  app.post(
    `${base}/ad/targets`,
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'The news, policies or products an ad may open, by name',
        body: adTargetRequest,
        response: { 200: envelope(adTargetReply) },
      },
    },
    async (request) => ok(await adTargets(app, request.user, request.body)),
  );

  app.post(
    `${base}/ad/save`,
    {
      preValidation: edit,
      schema: {
        tags,
        summary: 'Writes an ad (new ones unpublished) or edits one',
        body: adSaveRequest,
        response: { 200: envelope(contentSaveReply) },
      },
    },
    async (request) => ok(await saveAd(app, request.user, request.body)),
  );

  // Financing (reward) policies -------------------------------------------------------------------

  app.post(
    `${base}/policy/query`,
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'Financing (reward) policies of every status, by status and keyword; newest first',
        body: contentListRequest,
        response: { 200: envelope(adminPolicyPage) },
      },
    },
    async (request) => ok(await policyList(app, request.user, request.body)),
  );

  app.post(
    `${base}/policy/get`,
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'One policy with its text, for editing',
        body: contentIdRequest,
        response: { 200: envelope(adminPolicyDetail) },
      },
    },
    async (request) => ok(await policyDetail(app, request.user, request.body.id)),
  );

  app.post(
    `${base}/policy/save`,
    {
      preValidation: edit,
      schema: {
        tags,
        summary: 'Writes a policy (new ones unpublished) or edits one; the text is sanitised',
        body: policySaveRequest,
        response: { 200: envelope(contentSaveReply) },
      },
    },
    async (request) => ok(await savePolicy(app, request.user, request.body)),
  );

  // Registration agreements -----------------------------------------------------------------------

  app.post(
    `${base}/agreement/query`,
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'The registration agreements of every status, in their order',
        body: contentListRequest,
        response: { 200: envelope(adminAgreementPage) },
      },
    },
    async (request) => ok(await agreementList(app, request.user, request.body)),
  );

  app.post(
    `${base}/agreement/get`,
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'One registration agreement with its text',
        body: contentIdRequest,
        response: { 200: envelope(adminAgreementDetail) },
      },
    },
    async (request) => ok(await agreementDetail(app, request.user, request.body.id)),
  );

  app.post(
    `${base}/agreement/save`,
    {
      preValidation: edit,
      schema: {
        tags,
        summary: 'Writes a registration agreement (new ones unpublished) or edits one',
        body: agreementSaveRequest,
        response: { 200: envelope(contentSaveReply) },
      },
    },
    async (request) => ok(await saveAgreement(app, request.user, request.body)),
  );

  // Friend links ----------------------------------------------------------------------------------

  app.post(
    `${base}/friend_link/query`,
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'Friend links of every status, in their order',
        body: contentListRequest,
        response: { 200: envelope(adminFriendLinkPage) },
      },
    },
    async (request) => ok(await friendLinkList(app, request.user, request.body)),
  );

  app.post(
    `${base}/friend_link/get`,
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'One friend link',
        body: contentIdRequest,
        response: { 200: envelope(adminFriendLinkDetail) },
      },
    },
    async (request) => ok(await friendLinkDetail(app, request.user, request.body.id)),
  );

  app.post(
    `${base}/friend_link/save`,
    {
      preValidation: edit,
      schema: {
        tags,
        summary: 'Writes a friend link (new ones unpublished) or edits one',
        body: friendLinkSaveRequest,
        response: { 200: envelope(contentSaveReply) },
      },
    },
    async (request) => ok(await saveFriendLink(app, request.user, request.body)),
  );

  // Publishing, withdrawing and deleting, the same for every kind ----------------------------------

  const segments: Record<ContentKind, string> = {
    news: 'news',
    ad: 'ad',
    policy: 'policy',
    agreement: 'agreement',
    friendLink: 'friend_link',
  };
  for (const [kind, segment] of Object.entries(segments) as [ContentKind, string][]) {
    app.post(
      `${base}/${segment}/publish`,
      {
        preValidation: publish,
        schema: {
          tags,
          summary: `Publishes a ${kind} row: the public pages show it from the next request`,
          body: contentIdRequest,
          response: { 200: envelope(done) },
        },
      },
      async (request) => {
        await moveContent(app, request.user, kind, request.body.id, 'published');
        return ok(null);
      },
    );
    app.post(
      `${base}/${segment}/unpublish`,
      {
        preValidation: publish,
        schema: {
          tags,
          summary: `Withdraws a ${kind} row from the public pages`,
          body: contentIdRequest,
          response: { 200: envelope(done) },
        },
      },
      async (request) => {
        await moveContent(app, request.user, kind, request.body.id, 'unpublished');
        return ok(null);
      },
    );
    app.post(
      `${base}/${segment}/delete`,
      {
        preValidation: edit,
        schema: {
          tags,
          summary: `Deletes a ${kind} row`,
          body: contentIdRequest,
          response: { 200: envelope(done) },
        },
      },
      async (request) => {
        await deleteContent(app, request.user, kind, request.body.id);
        return ok(null);
      },
    );
  }

  // Site ------------------------------------------------------------------------------------------

  app.post(
    `${base}/site/get`,
    {
      preValidation: read,
      schema: {
        tags,
        summary: 'The about text, the footer and the page configuration',
        body: z.object({}).passthrough().nullish(),
        response: { 200: envelope(siteContentReply) },
      },
    },
    async (request) => ok(await siteDetail(app, request.user)),
  );

  app.post(
    `${base}/site/save`,
    {
      preValidation: edit,
      schema: {
        tags,
        summary: 'Saves the about text, the footer and the page configuration as a whole',
        body: siteContent,
        response: { 200: envelope(done) },
      },
    },
    async (request) => {
      await saveSite(app, request.user, request.body);
      return ok(null);
    },
  );
};

export default contentAdminRoutes;
