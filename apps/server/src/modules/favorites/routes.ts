import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, favoriteRequest } from '@scf/shared';
import { ok } from '@/lib/envelope.ts';
import { addFavorite, removeFavorite } from '@/modules/favorites/service.ts';

/** The shared contract has no reply for these calls; they answer the favourite state of the menu. */
const favoriteReply = z.object({ menuCode: z.string(), hasCollect: z.union([z.literal(0), z.literal(1)]) });

const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);
  const tags = ['menu'];

  app.post(
    '/insertUserMenuFavorite',
    {
      schema: {
        tags,
        summary: 'Star a menu the user can open (idempotent)',
        body: favoriteRequest,
        response: { 200: envelope(favoriteReply) },
      },
    },
    async (request) => ok(await addFavorite(app.db, request.user, request.body.menuCode)),
  );

  app.post(
    '/deleteByMenuCodeAndUserId',
    {
      schema: {
        tags,
        summary: 'Remove the star of a menu (idempotent)',
        body: favoriteRequest,
        response: { 200: envelope(favoriteReply) },
      },
    },
    async (request) => ok(await removeFavorite(app.db, request.user, request.body.menuCode)),
  );
};

export default favoriteRoutes;
