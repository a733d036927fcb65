import { z } from 'zod';

/** A file's name in the content-addressed store: the SHA-256 of its bytes (the spec's fileHash). */
export const FILE_HASH_PATTERN = /^[0-9a-f]{64}$/;

export const fileHash = z.string().trim().toLowerCase().regex(FILE_HASH_PATTERN, 'fileHashFormat');

/** GET /api/files/:fileHash. */
export const fileParams = z.object({ fileHash });
/** `?download=1` asks for an attachment under the original file name instead of inline display. */
export const fileQuery = z.object({ download: z.enum(['0', '1']).optional() });

/** Where a stored file is served; the only URL form the web app builds. */
export const fileUrl = (hash: string) => `/api/files/${hash}`;
