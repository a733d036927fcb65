import { useState } from 'react';
import { Button, Typography, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FINANCING_LIMITS } from '@scf/shared/schemas/financing';
import { documentAccepts } from '@scf/shared/schemas/financing-apply-page';
import type { DocumentRef } from '@scf/shared/schemas/financing-apply-page';
import type { DocumentConfRow } from '@scf/shared/schemas/product';
import { UPLOAD_LIMITS } from '@scf/shared/schemas/upload';
import { apiErrorText } from '@/lib/form';
import { uploadFile } from '@/lib/request/upload-file';
import type { UploadedFile } from '@/lib/request/upload-file';
import { useFeedback } from '@/lib/feedback';
import styles from './apply.module.css';

/** Why a chosen file is refused before it is sent (business.md section 5), or null. */
export function documentRefusal(
  doc: Pick<DocumentConfRow, 'documentFileType'>,
  file: { name: string; size: number },
  alreadyHeld: number,
): 'documentCountExceeded' | 'documentNameTooLong' | 'uploadFormatSize' | null {
  if (alreadyHeld >= 1) return 'documentCountExceeded';
  if (file.name.length > FINANCING_LIMITS.documentName) return 'documentNameTooLong';
  if (file.size > UPLOAD_LIMITS.maxBytes || !documentAccepts(doc.documentFileType, file.name))
    return 'uploadFormatSize';
  return null;
}

/**
 * One upload per configured document (business.md sections 2 and 5): its template to download, one
 * file of the formats its configuration names, 5 MB at most, a name of at most 40 characters, sent
 * with its progress. The value is the stored files, each with its document's code.
 */
export function DocumentUploads({
  documents,
  value = [],
  onChange,
  id,
}: {
  documents: readonly DocumentConfRow[];
  value?: DocumentRef[];
  onChange?: (value: DocumentRef[]) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [lists, setLists] = useState<Record<string, UploadFile[]>>({});

  const emit = (next: Record<string, UploadFile[]>) => {
    setLists(next);
    onChange?.(
      documents.flatMap((doc) =>
        (next[doc.documentCode] ?? []).flatMap((f) => {
          const stored = f.response as UploadedFile | undefined;
          return f.status === 'done' && stored
            ? [{ fileCode: doc.documentCode, fileName: f.name, filePath: stored.filePath }]
            : [];
        }),
      ),
    );
  };

  return (
    <div className={styles.documents} id={id}>
      {documents.map((doc) => {
        // A form reset empties the value: the stored files then no longer show.
        const held = value.some((v) => v.fileCode === doc.documentCode);
        const list = (lists[doc.documentCode] ?? []).filter((f) => held || f.status === 'uploading');
        const types = doc.documentFileType
          .split(',')
          .map((e) => e.trim())
          .filter(Boolean);
        const props: UploadProps = {
          accept: types.map((e) => `.${e}`).join(','),
          fileList: list,
          beforeUpload: (file, chosen) => {
            const index = chosen.indexOf(file);
            const refusal = documentRefusal(doc, file, list.length + Math.max(0, index));
            if (!refusal) return true;
            void message.error(t(`validation.${refusal}`));
            return Upload.LIST_IGNORE;
          },
          customRequest: ({ file, onProgress, onSuccess, onError }) => {
            uploadFile(file as Blob, 'material', (percent) => onProgress?.({ percent }))
              .then((stored) => onSuccess?.(stored))
              .catch((error: unknown) => {
                void message.error(apiErrorText(error, t) || t('validation.uploadFailed'));
                onError?.(new Error((file as File).name));
              });
          },
          // A stored file links to what was stored, so the applicant can check it.
          onChange: ({ fileList }) =>
            emit({
              ...lists,
              [doc.documentCode]: fileList
                .filter((f) => f.status !== 'error')
                .map((f) =>
                  f.status === 'done' && f.response
                    ? { ...f, url: (f.response as UploadedFile).filePath }
                    : f,
                ),
            }),
        };
        return (
          <div key={doc.documentCode} className={styles.documentRow}>
            <div className={styles.documentName}>
              <Typography.Text>{doc.documentName}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {t('apply.documents.formats', { types: types.join(', ') })}
              </Typography.Text>
            </div>
            <div className={styles.documentUpload}>
              <Upload {...props}>
                <Button
                  icon={<UploadOutlined />}
                  aria-label={t('apply.documents.upload', { name: doc.documentName })}
                >
                  {t('apply.documents.choose')}
                </Button>
              </Upload>
            </div>
            {doc.templatePath ? (
              <Button
                type="link"
                icon={<DownloadOutlined />}
                href={`${doc.templatePath}?download=1`}
                aria-label={t('apply.documents.template', { name: doc.documentName })}
              >
                {t('apply.documents.templateShort')}
              </Button>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
