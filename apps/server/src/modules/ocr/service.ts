import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '@scf/shared';
import type { OcrIdBackReply, OcrIdFrontReply, OcrLicenseReply } from '@scf/shared/schemas/ocr';
import type { Db } from '@/db/client.ts';
import { catalogueError } from '@/lib/app-error.ts';
import { findFile } from '@/modules/files/repository.ts';
import { sniffKind } from '@/modules/files/sniff.ts';
import { idBackReply, idFrontReply, licenseReply, nothingRead } from '@/modules/ocr/checks.ts';
import type { OcrDocument, OcrFields, OcrProvider } from '@/modules/ocr/provider.ts';

/** Recognition of an uploaded picture: load it, let the provider read it, check what it read. */

export interface OcrContext {
  db: Db;
  provider: OcrProvider;
  log: FastifyBaseLogger;
}

const IMAGE_KINDS = new Set(['jpeg', 'png', 'gif']);

const unreadable = () => catalogueError(ERROR_CODES.OCR_UNREADABLE, 'ocrUnreadable', { httpStatus: 422 });

async function read<D extends OcrDocument>(
  context: OcrContext,
  document: D,
  fileHash: string,
): Promise<OcrFields[D]> {
  const file = await findFile(context.db, fileHash);
  if (!file) throw catalogueError(ERROR_CODES.NOT_FOUND, 'fileMissing', { httpStatus: 404 });
  // A PDF or a text file is stored fine but is no picture of a document.
  if (!IMAGE_KINDS.has(sniffKind(file.content) ?? '')) throw unreadable();
  try {
    return await context.provider.recognise(document, file.content);
  } catch (error) {
    context.log.error({ err: error, document, fileHash }, 'OCR provider failed');
    throw catalogueError(ERROR_CODES.OCR_FAILED, 'ocrFailed', { httpStatus: 502 });
  }
}

/** Refuses a reading in which not one field passed its checks. */
function usable<R extends { unreadable: string[] }>(reply: R): R {
  if (nothingRead(reply)) throw unreadable();
  return reply;
}

export async function recogniseLicense(context: OcrContext, fileHash: string): Promise<OcrLicenseReply> {
  return usable(licenseReply(await read(context, 'businessLicense', fileHash)));
}

export async function recogniseIdCard(
  context: OcrContext,
  fileHash: string,
  isFront: boolean,
): Promise<OcrIdFrontReply | OcrIdBackReply> {
  return isFront
    ? usable(idFrontReply(await read(context, 'idCardFront', fileHash)))
    : usable(idBackReply(await read(context, 'idCardBack', fileHash)));
}
