import { useState } from 'react';
import { Button, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT, UPLOAD_LIMITS } from '@scf/shared/schemas/upload';
import { apiErrorText } from '@/lib/form';
import { uploadFile } from '@/lib/request/upload-file';
import { useFeedback } from '@/lib/feedback';
import styles from '../company.module.css';

export interface DocumentFieldProps {
  /** The stored file's URL; set by the form. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  disabled?: boolean;
  /** The file in force, so a replacement reads as new. */
  original: string;
}

const EXTENSIONS: readonly string[] = UPLOAD_ACCEPT.image;
const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/**
 * A document picture of the registration: a link to the file in force, and a button that uploads a
 * replacement (a picture of at most 5 MB, as at registration); the form's value becomes its URL.
 */
export function DocumentField({ value, onChange, id, disabled, original }: DocumentFieldProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!EXTENSIONS.includes(extensionOf(file.name)) || file.size > UPLOAD_LIMITS.maxBytes) {
      void message.error(t('member.company.edit.uploadRule'));
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setBusy(true);
    uploadFile(file as Blob, 'image', () => undefined)
      .then((stored) => {
        onSuccess?.(stored);
        onChange?.(stored.filePath);
      })
      .catch((error: unknown) => {
        void message.error(apiErrorText(error, t));
        onError?.(error instanceof Error ? error : new Error(String(error)));
      })
      .finally(() => setBusy(false));
  };

  return (
    <div className={styles.documentField}>
      {value ? (
        <a href={value} target="_blank" rel="noopener noreferrer">
          {value === original ? t('member.company.openFile') : t('member.company.edit.uploaded')}
        </a>
      ) : null}
      <Upload
        accept={EXTENSIONS.map((ext) => `.${ext}`).join(',')}
        showUploadList={false}
        maxCount={1}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        disabled={disabled || busy}
      >
        <Button id={id} icon={<UploadOutlined />} loading={busy} disabled={disabled}>
          {busy ? t('member.company.edit.uploading') : t('member.company.edit.replace')}
        </Button>
      </Upload>
    </div>
  );
}
