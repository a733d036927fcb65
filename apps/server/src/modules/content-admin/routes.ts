import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The calls of this area (issue 7). */
const contentAdminRoutes: FastifyPluginAsyncZod = async () => {};

export default contentAdminRoutes;
