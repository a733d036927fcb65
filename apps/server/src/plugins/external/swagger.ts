import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { appVersion } from '@/paths.ts';

/** OpenAPI built from the routes' zod schemas, browsable at /docs (JSON at /docs/json). */
export default fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: '供应链金融服务平台 API', version: appVersion },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  },
  { name: 'swagger' },
);
