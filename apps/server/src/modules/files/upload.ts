import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, errorMessagesZhCN } from '@scf/shared';
import { UPLOAD_ACCEPT, UPLOAD_LIMITS, uploadQuery, uploadReply } from '@scf/shared/schemas/upload';
import type { UploadAccept, UploadReply } from '@scf/shared/schemas/upload';
import { acceptedType } from '@/modules/files/sniff.ts';
import { storeFile } from '@/modules/files/store.ts';
import { registerRouteRateLimit } from '@/plugins/route-rate-limit.ts';

/**
 * POST /api/file/upload — the spec's "configured upload endpoint": one file in a multipart body,
 * its type checked from its bytes against `?accept=` (image by default), at most 5 MB, stored
 * content-addressed. Visitors upload too (the registration wizard), so it needs the session cookie
 * and CSRF token every write needs, not a signed-in user; a rate limit per address bounds the cost.
 * Refusals carry is_success false and the spec's text in error_msg, and store nothing.
 */

const MESSAGES: Record<UploadAccept, { type: string; size: string }> = {
  image: { type: errorMessagesZhCN.fileTypeRefused, size: errorMessagesZhCN.fileTooLarge },
  document: { type: errorMessagesZhCN.uploadFormatRefused, size: errorMessagesZhCN.uploadFormatRefused },
  pdf: { type: errorMessagesZhCN.uploadFormatRefused, size: errorMessagesZhCN.uploadFormatRefused },
  material: { type: errorMessagesZhCN.uploadFormatRefused, size: errorMessagesZhCN.uploadFormatRefused },
};

/** Uploads per client address and minute: a wizard sends a handful; a script gets no further. */
const UPLOADS_PER_MINUTE = 30;

function refuse(reply: FastifyReply, status: number, code: number, message: string) {
  const body: UploadReply = {
    error_no: code,
    error_info: message,
    is_success: false,
    error_msg: message,
    data: null,
  };
  return reply.code(status).send(body);
}

/** The name as the user's machine gave it, without folders or control characters, kept short. */
export function cleanFileName(name: string, extension: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\x00-\x1f\x7f]/g, '').trim();
  if (base === '') return `upload.${extension}`;
  if (base.length <= UPLOAD_LIMITS.fileNameMax) return base;
  const suffix = `.${extension}`;
  return base.slice(0, UPLOAD_LIMITS.fileNameMax - suffix.length) + suffix;
}

const isTooLarge = (error: unknown) => (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });
  await registerRouteRateLimit(app);

  app.post(
    '/api/file/upload',
    {
      schema: {
        tags: ['files'],
        summary: 'Upload one file (multipart); ?accept=image|document|pdf; type checked from the bytes',
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        // Only success has a schema: refusals from hooks (CSRF, rate limit) are plain envelopes.
        response: { 200: uploadReply },
      },
      config: { rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { accept } = request.query;
      const messages = MESSAGES[accept];
      const noFile = () => refuse(reply, 400, ERROR_CODES.VALIDATION, errorMessagesZhCN.uploadFileRequired);
      // A body the multipart parser cannot read (cut off, a malformed part header) holds no file:
      // bad input, refused as such rather than failing as an internal error.
      let part: Awaited<ReturnType<typeof request.file>>;
      try {
        part = request.isMultipart() ? await request.file() : undefined;
      } catch {
        return noFile();
      }
      if (!part) return noFile();
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (error) {
        if (isTooLarge(error)) return refuse(reply, 413, ERROR_CODES.PAYLOAD_TOO_LARGE, messages.size);
        return noFile();
      }
      const type = acceptedType(content, part.filename, UPLOAD_ACCEPT[accept]);
      if (type === null) return refuse(reply, 400, ERROR_CODES.FILE_TYPE_REFUSED, messages.type);

      const originalFileName = cleanFileName(part.filename, type.extension);
      const { fileHash, url } = await storeFile(app.db, {
        content,
        originalFileName,
        contentType: type.contentType,
      });
      const body: UploadReply = {
        error_no: ERROR_CODES.OK,
        error_info: '',
        is_success: true,
        error_msg: '',
        data: {
          file_path: url,
          file_hash: fileHash,
          file_name: `${fileHash}.${type.extension}`,
          original_file_name: originalFileName,
          content_type: type.contentType,
          size: content.length,
        },
      };
      return body;
    },
  );
};

export default uploadRoutes;
