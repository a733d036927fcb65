import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { files } from '@/db/schema.ts';

export interface NewFile {
  fileHash: string;
  content: Buffer;
  contentType: string;
  originalFileName: string;
}

/** The first writer of some bytes names them; a later identical upload changes nothing. */
export async function insertFile(db: Db, file: NewFile): Promise<void> {
  await db
    .insert(files)
    .values({ ...file, size: file.content.length })
    .onConflictDoNothing({ target: files.fileHash });
}

export async function findFile(db: Db, fileHash: string) {
  const [row] = await db
    .select({
      content: files.content,
      contentType: files.contentType,
      originalFileName: files.originalFileName,
      size: files.size,
    })
    .from(files)
    .where(eq(files.fileHash, fileHash))
    .limit(1);
  return row;
}
