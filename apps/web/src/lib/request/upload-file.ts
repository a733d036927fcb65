import { z } from 'zod';
import { toCamelKeys } from '@scf/shared';
import type { UploadAccept } from '@scf/shared/schemas/upload';
import { upload } from './default-client.ts';

export const UPLOAD_PATH = '/api/file/upload';

/** A stored upload, as the registration refers to it (the spec's attachment file). */
export const uploadedFile = z.object({
  filePath: z.string(),
  fileHash: z.string(),
  fileName: z.string(),
  originalFileName: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/**
 * POST /api/file/upload?accept=… through the request client (session cookie, CSRF token), with the
 * progress of the bytes sent. Silent: the upload field shows the server's error_msg itself.
 */
export async function uploadFile(
  file: Blob,
  accept: UploadAccept,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const data = await upload<unknown>(`${UPLOAD_PATH}?accept=${accept}`, file, undefined, onProgress, {
    silent: true,
    ...(signal ? { signal } : {}),
  });
  // The reply's data keeps the spec's snake_case keys unless the client converted them.
  return uploadedFile.parse(toCamelKeys(data));
}
