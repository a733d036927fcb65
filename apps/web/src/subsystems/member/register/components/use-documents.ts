import { useMemo } from 'react';
import type { AttachmentUsageRow } from '@scf/shared/schemas/member-api';
import { UPLOAD_ACCEPT, UPLOAD_LIMITS } from '@scf/shared/schemas/upload';
import { useAttachmentUsage } from '../api/get-attachment-usage';
import { fileTypesOf } from '../lib/upload-rules';
import type { UploadRule } from '../lib/upload-rules';

export type DocumentId = 'BUSINESS_LICENSE' | 'LEGAL_ID_FRONT' | 'LEGAL_ID_BACK' | 'AUTH_LETTER' | 'INVOICE';

export interface RegisterDocument {
  /** The usage list's name and remark in the user's language; null until it has loaded. */
  label: string | null;
  remark: string | null;
  rule: UploadRule;
}

/** Until the usage list answers, the spec's defaults: one file of 5 MB of the upload's kind. */
const fallbackRule = (id: DocumentId): UploadRule => ({
  fileTypes: id === 'INVOICE' ? UPLOAD_ACCEPT.pdf : UPLOAD_ACCEPT.image,
  maxSizeKb: UPLOAD_LIMITS.maxBytes / 1024,
  maxCount: 1,
});

const documentOf = (id: DocumentId, row: AttachmentUsageRow | undefined): RegisterDocument =>
  row
    ? {
        label: row.fileName,
        remark: row.remark,
        rule: { fileTypes: fileTypesOf(row.fileTypes), maxSizeKb: row.maxSizeKb, maxCount: row.maxCount },
      }
    : { label: null, remark: null, rule: fallbackRule(id) };

/** The registration's documents (attachment usage AUTH_REGISTER): labels and upload limits by id. */
export function useRegisterDocuments(): (id: DocumentId) => RegisterDocument {
  const usage = useAttachmentUsage();
  return useMemo(() => {
    const rows = new Map((usage.data ?? []).map((row) => [row.defId, row]));
    return (id: DocumentId) => documentOf(id, rows.get(id));
  }, [usage.data]);
}
