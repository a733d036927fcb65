import { createHash } from 'node:crypto';
import { fileUrl } from '@scf/shared/schemas/file';
import type { Db } from '@/db/client.ts';
import { insertFile } from '@/modules/files/repository.ts';

export interface FileToStore {
  content: Buffer;
  originalFileName: string;
  contentType: string;
}

export const sha256Hex = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/**
 * Stores bytes under their SHA-256 and answers where they are served. Idempotent: the same bytes
 * give the same hash and row whoever stores them, so the first name and type given are kept.
 * Takes a `Db`, so a caller may store inside its own transaction.
 */
export async function storeFile(db: Db, file: FileToStore): Promise<{ fileHash: string; url: string }> {
  const fileHash = sha256Hex(file.content);
  await insertFile(db, {
    fileHash,
    content: file.content,
    contentType: file.contentType,
    originalFileName: file.originalFileName,
  });
  return { fileHash, url: fileUrl(fileHash) };
}
