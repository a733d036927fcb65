import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The calls of this area (issue 7). */
const memberChangeRoutes: FastifyPluginAsyncZod = async () => {};

export default memberChangeRoutes;
