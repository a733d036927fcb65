import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@scf/shared';
import { fileParams, fileQuery } from '@scf/shared/schemas/file';
import { refusal } from '@/lib/app-error.ts';
import { contentDisposition, fileHeaders } from '@/modules/files/service.ts';
import { findFile } from '@/modules/files/repository.ts';
import uploadRoutes from '@/modules/files/upload.ts';

/**
 * GET /api/files/:fileHash — the bytes of a stored file. Public: a hash is only known to whoever
 * was given it (a product's template, a logo); the business rows decide who is given it.
 */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /api/file/upload, in its own context: its multipart parser and rate limit stay there.
  await app.register(uploadRoutes);

  app.get(
    '/api/files/:fileHash',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file by its SHA-256; ?download=1 downloads it under its original name',
        params: fileParams,
        querystring: fileQuery,
      },
    },
    async (request, reply) => {
      const { fileHash } = request.params;
      const etag = `"${fileHash}"`;
      // Content never changes under its hash: a revalidation needs no database read.
      if (request.headers['if-none-match'] === etag) {
        return reply.code(304).headers(fileHeaders(etag)).send();
      }
      const file = await findFile(app.db, fileHash);
      if (!file) throw refusal(ERROR_CODES.NOT_FOUND, 'fileNotFound', { httpStatus: 404 });
      reply.headers(fileHeaders(etag));
      reply.header('content-type', file.contentType);
      reply.header('content-length', String(file.content.length));
      reply.header(
        'content-disposition',
        contentDisposition(request.query.download === '1' ? 'attachment' : 'inline', file.originalFileName),
      );
      return reply.send(file.content);
    },
  );
};

export default fileRoutes;
