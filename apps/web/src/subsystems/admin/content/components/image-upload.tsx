import { useState } from 'react';
import { Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT, UPLOAD_LIMITS } from '@scf/shared/schemas/upload';
import { apiErrorText } from '@/lib/form';
import { uploadFile } from '@/lib/request/upload-file';
import { useFeedback } from '@/lib/feedback';
import styles from './content.module.css';

const ACCEPT: readonly string[] = UPLOAD_ACCEPT.image;

/** Whether a chosen file may be sent: a picture type by its name, within the size limit. */
export function acceptableImage(file: { name: string; size: number }): boolean {
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return ACCEPT.includes(ext) && file.size <= UPLOAD_LIMITS.maxBytes;
}

/**
 * One picture of the content (a cover, a logo, an ad, a QR code): uploaded through POST
 * /api/file/upload?accept=image with its progress, shown as a card; the form's value is the stored
 * file's URL (/api/files/<sha-256>), which the server checks exists. Removing it clears the value.
 */
export function ImageUpload({
  value,
  onChange,
  id,
  label,
}: {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  id?: string;
  /** The field's name: the picture's alternative text in the card. */
  label: string;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [uploading, setUploading] = useState<UploadFile | null>(null);
  const shown: UploadFile[] = uploading
    ? [uploading]
    : value
      ? [{ uid: value, name: label, status: 'done', url: value, thumbUrl: value }]
      : [];

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (acceptableImage(file)) return true;
    void message.error(t('admin.content.upload.rule'));
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    uploadFile(file as Blob, 'image', (percent) => onProgress?.({ percent }))
      .then((stored) => {
        onSuccess?.(stored);
        setUploading(null);
        onChange?.(stored.filePath);
      })
      .catch((error: unknown) => {
        setUploading(null);
        void message.error(apiErrorText(error, t));
        onError?.(error instanceof Error ? error : new Error(String(error)));
      });
  };

  return (
    <Upload
      id={id}
      accept={ACCEPT.map((e) => `.${e}`).join(',')}
      listType="picture-card"
      maxCount={1}
      fileList={shown}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onChange={({ file }) => setUploading(file.status === 'uploading' ? file : null)}
      onRemove={() => {
        onChange?.(undefined);
        return true;
      }}
      showUploadList={{ showPreviewIcon: false }}
    >
      {shown.length > 0 ? null : (
        // The card is Upload's own button; a nested <button> would be a second tab stop.
        <div className={styles.uploadButton}>
          {uploading ? <LoadingOutlined /> : <PlusOutlined />}
          <span>{t('admin.content.upload.choose')}</span>
        </div>
      )}
    </Upload>
  );
}
