import { z } from 'zod';

/**
 * POST /api/file/upload (business.md section 7, "the configured upload endpoint"): one file in a
 * multipart body; `?accept=` says which kind of upload it is. The server checks the type from the
 * file's bytes, never from its name.
 */

/** Upload limits (business.md section 9: 5 MB = 5120 KB by default). */
export const UPLOAD_LIMITS = { maxMegabytes: 5, maxBytes: 5 * 1024 * 1024, fileNameMax: 255 } as const;

/**
 * image: pictures of the registration (jpg, jpeg, png, gif); document: the application materials of
 * section 5 (doc, docx, xls, xlsx, pdf, txt, ppt, pptx, rar, zip, 7z); pdf: an electronic invoice;
 * material: a document of the apply pages, whose configuration may ask for a picture too.
 */
export const UPLOAD_ACCEPT = {
  image: ['jpg', 'jpeg', 'png', 'gif'],
  document: ['doc', 'docx', 'xls', 'xlsx', 'pdf', 'txt', 'ppt', 'pptx', 'rar', 'zip', '7z'],
  pdf: ['pdf'],
  /** The apply pages' documents: each document's configuration narrows these (documentFileType). */
  material: [
    'doc',
    'docx',
    'xls',
    'xlsx',
    'pdf',
    'txt',
    'ppt',
    'pptx',
    'rar',
    'zip',
    '7z',
    'jpg',
    'jpeg',
    'png',
    'gif',
  ],
} as const;
export type UploadAccept = keyof typeof UPLOAD_ACCEPT;

export const uploadQuery = z.object({
  accept: z.enum(['image', 'document', 'pdf', 'material'], 'inputRequired').default('image'),
});

/**
 * The reply the upload component reads (is_success, error_msg, data.file_path), inside the usual
 * envelope so the request client treats it like any other call. `file_name` is the stored name
 * (`<hash>.<ext>`), which the OCR and invoice calls accept as their `file_name`.
 */
export const uploadReply = z.object({
  error_no: z.number().int(),
  error_info: z.string(),
  is_success: z.boolean(),
  error_msg: z.string(),
  data: z
    .object({
      file_path: z.string(),
      file_hash: z.string(),
      file_name: z.string(),
      original_file_name: z.string(),
      content_type: z.string(),
      size: z.number().int(),
    })
    .nullable(),
});
export type UploadReply = z.infer<typeof uploadReply>;
