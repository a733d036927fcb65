import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aboutUs,
  adQueryRequest,
  adReply,
  envelope,
  footerContent,
  friendLinkReply,
  newsDetail,
  newsGetQuery,
  newsSearchReply,
  newsSearchRequest,
  newsTypeReply,
  rewardPolicyDetail,
  rewardPolicyGetQuery,
  rewardPolicyQueryRequest,
  rewardPolicyReply,
} from '@scf/shared';
import { ok } from '@/lib/envelope.ts';
import { pickLanguage } from '@/modules/access/service.ts';
import {
  aboutUsContent,
  adList,
  contentTenantId,
  footer,
  friendLinkList,
  newsDetail as readNewsDetail,
  newsPage,
  newsTypeList,
  rewardPolicyDetail as readRewardPolicyDetail,
  rewardPolicyPage,
} from '@/modules/cms/service.ts';

/**
 * The portal's public content (packages/shared/src/schemas/content.ts lists the paths). Every call
 * is open to visitors; the tenant is the session's or the default one. Calls without parameters
 * accept any body, or none, since clients post `{}` or nothing.
 */

const anyBody = z.object({}).passthrough().nullish();

const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content'];
  // What an operator publishes or withdraws shows on the next request (issue 7): no browser or proxy
  // may answer these GETs from a stored copy without asking again. (This plugin's hook reaches only
  // its own routes.)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
  });
  const language = (header: string | undefined) => pickLanguage(header);

  app.post(
    '/api/portal/cms/content/news/search',
    {
      schema: {
        tags,
        summary: 'Published news of a sub-type (or of the news list), newest first; 9 a page by default',
        body: newsSearchRequest.nullish(),
        response: { 200: envelope(newsSearchReply) },
      },
    },
    async (request) => {
      const tenantId = await contentTenantId(app.db, request);
      const query = request.body ?? newsSearchRequest.parse({});
      return ok(await newsPage(app.db, tenantId, query, language(request.headers['accept-language'])));
    },
  );

  app.get(
    '/api/portal/cms/content/news/get',
    {
      schema: {
        tags,
        summary: 'One published news article with its sanitised body',
        querystring: newsGetQuery,
        response: { 200: envelope(newsDetail) },
      },
    },
    async (request) => {
      const tenantId = await contentTenantId(app.db, request);
      const id = Number(request.query.newsId);
      return ok(await readNewsDetail(app.db, tenantId, id, language(request.headers['accept-language'])));
    },
  );

  app.post(
    '/api/portal/cms/content/news_type/query',
    {
      schema: {
        tags,
        summary: 'The news sub-types of the news list (code, name in the Accept-Language language)',
        body: anyBody,
        response: { 200: envelope(newsTypeReply) },
      },
    },
    async (request) => {
      const tenantId = await contentTenantId(app.db, request);
      const rows = await newsTypeList(app.db, tenantId, language(request.headers['accept-language']));
      return ok({ rows, total: rows.length });
    },
  );

  app.post(
    '/api/portal/cms/content/about_us/get',
    {
      schema: {
        tags,
        summary: 'The about-the-platform text and logo',
        body: anyBody,
        response: { 200: envelope(aboutUs) },
      },
    },
    async (request) => ok(await aboutUsContent(app.db, await contentTenantId(app.db, request))),
  );

  app.post(
    '/api/portal/cms/content/friend_link/query',
    {
      schema: {
        tags,
        summary: 'The partner logo wall (url, logo, name)',
        body: anyBody,
        response: { 200: envelope(friendLinkReply) },
      },
    },
    async (request) => {
      const rows = await friendLinkList(app.db, await contentTenantId(app.db, request));
      return ok({ rows, total: rows.length });
    },
  );

  app.post(
    '/api/portal/cms/site/query_by_site_position_code',
    {
      schema: {
        tags,
        summary: 'The ads shown at a site position (web_index: the home banner)',
        body: adQueryRequest,
        response: { 200: envelope(adReply) },
      },
    },
    async (request) => {
      const tenantId = await contentTenantId(app.db, request);
      const rows = await adList(app.db, tenantId, request.body.adPositionCode);
      return ok({ rows, total: rows.length });
    },
  );

  app.get(
    '/api/portal/cms/content/page/footer/get',
    {
      schema: {
        tags,
        summary: 'The footer values: contact, service hours (Mon-Fri), copyright, ICP number, QR codes',
        response: { 200: envelope(footerContent) },
      },
    },
    async (request) => ok(await footer(app.db, await contentTenantId(app.db, request))),
  );

  app.post(
    '/api/content/reward_policy/direct_query',
    {
      schema: {
        tags,
        summary: 'Published financing (reward) policies, newest first; 10 a page by default',
        body: rewardPolicyQueryRequest.nullish(),
        response: { 200: envelope(rewardPolicyReply) },
      },
    },
    async (request) => {
      const tenantId = await contentTenantId(app.db, request);
      return ok(await rewardPolicyPage(app.db, tenantId, request.body ?? rewardPolicyQueryRequest.parse({})));
    },
  );

  app.get(
    '/api/content/reward_policy/get',
    {
      schema: {
        tags,
        summary: 'One published financing (reward) policy with its sanitised text',
        querystring: rewardPolicyGetQuery,
        response: { 200: envelope(rewardPolicyDetail) },
      },
    },
    async (request) => {
      const tenantId = await contentTenantId(app.db, request);
      return ok(await readRewardPolicyDetail(app.db, tenantId, Number(request.query.id)));
    },
  );
};

export default cmsRoutes;
