import { useMutation } from '@tanstack/react-query';
import { ocrIdBackReply, ocrIdFrontReply, ocrLicenseReply } from '@scf/shared/schemas/ocr';
import type { OcrIdBackReply, OcrIdFrontReply, OcrLicenseReply } from '@scf/shared/schemas/ocr';
import { post } from '@/lib/request';

export const OCR_LICENSE_PATH = '/api/ocr/business_license';
export const OCR_ID_CARD_PATH = '/api/ocr/id_card';

/** The pictures the wizard reads: the business licence and the two sides of the ID card. */
export type RecognisedDocument = 'licence' | 'idFront' | 'idBack';

export type Recognised =
  | { document: 'licence'; fields: OcrLicenseReply }
  | { document: 'idFront'; fields: OcrIdFrontReply }
  | { document: 'idBack'; fields: OcrIdBackReply };

/**
 * Reads an uploaded picture into the registration's field names. Silent: the wizard says 识别成功 /
 * OCR识别失败 / 内容无法识别，请重新上传！ itself.
 */
export async function recogniseDocument(document: RecognisedDocument, fileName: string): Promise<Recognised> {
  if (document === 'licence') {
    const reply = await post<unknown>(OCR_LICENSE_PATH, { fileName }, { silent: true });
    return { document, fields: ocrLicenseReply.parse(reply) };
  }
  const isFront = document === 'idFront';
  const reply = await post<unknown>(OCR_ID_CARD_PATH, { fileName, isFront }, { silent: true });
  return isFront
    ? { document, fields: ocrIdFrontReply.parse(reply) }
    : { document, fields: ocrIdBackReply.parse(reply) };
}

export function useRecogniseDocument() {
  return useMutation({
    mutationFn: ({ document, fileName }: { document: RecognisedDocument; fileName: string }) =>
      recogniseDocument(document, fileName),
  });
}
