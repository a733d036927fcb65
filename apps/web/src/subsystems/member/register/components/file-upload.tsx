import { useState } from 'react';
import { Button, Image, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { LoadingOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UploadAccept } from '@scf/shared/schemas/upload';
import { apiErrorText } from '@/lib/form';
import { uploadFile } from '@/lib/request/upload-file';
import type { UploadedFile } from '@/lib/request/upload-file';
import { useFeedback } from '@/lib/feedback';
import { uploadProblem } from '../lib/upload-rules';
import type { UploadRule } from '../lib/upload-rules';
import styles from './register.module.css';

export interface FileUploadProps {
  /** The stored file's URL (what the registration sends); set by the form. */
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** Given by Form.Item, so the field's label names the file input. */
  id?: string;
  accept: Extract<UploadAccept, 'image' | 'pdf'>;
  rule: UploadRule;
  /** After a file is stored: recognise it, check it... */
  onUploaded?: (file: UploadedFile) => void;
  onRemoved?: () => void;
  /** Work that follows the upload (recognition) is running. */
  busy?: boolean;
}

/**
 * One upload field of the wizard: the spec's checks before sending (type, 5 MB, count), the upload
 * through the request client with its progress, the server's error_msg on refusal, and a preview of
 * a picture. The form's value is the stored file's URL.
 */
export function FileUpload({
  value,
  onChange,
  id,
  accept,
  rule,
  onUploaded,
  onRemoved,
  busy,
}: FileUploadProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [fileList, setFileList] = useState<UploadFile[]>([]);
  const [preview, setPreview] = useState<string | null>(null);

  // A form reset clears the value: a stored file then no longer shows.
  const shown = value === undefined ? fileList.filter((file) => file.status === 'uploading') : fileList;

  const beforeUpload: UploadProps['beforeUpload'] = (file, selected) => {
    const problem = uploadProblem(file, selected.length, rule);
    if (!problem) return true;
    // One message for a selection of too many files, not one per file.
    if (problem.key !== 'tooMany' || file === selected[0]) {
      void message.error(t(`member.register.upload.${problem.key}`, problem.values));
    }
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    uploadFile(file as Blob, accept, (percent) => onProgress?.({ percent }))
      .then((stored) => {
        onSuccess?.(stored);
        onChange?.(stored.filePath);
        onUploaded?.(stored);
      })
      .catch((error: unknown) => {
        void message.error(apiErrorText(error, t));
        onError?.(error instanceof Error ? error : new Error(String(error)));
      });
  };

  const handleChange: UploadProps['onChange'] = ({ fileList: next }) => {
    // A refused upload leaves the field as it was; the message said why.
    const kept = next
      .filter((file) => file.status !== 'error')
      .map((file) => {
        const stored = file.response as UploadedFile | undefined;
        return stored && file.status === 'done'
          ? { ...file, url: stored.filePath, thumbUrl: stored.filePath }
          : file;
      });
    setFileList(kept.slice(-rule.maxCount));
  };

  const handleRemove = () => {
    onChange?.(undefined);
    onRemoved?.();
    return true;
  };

  // A full picture card hides its button (delete to replace); a file list keeps it, a new file replacing the old.
  const full = accept === 'image' && shown.length >= rule.maxCount;
  const acceptAttr = rule.fileTypes.map((type) => `.${type}`).join(',');
  const picture = accept === 'image';

  return (
    <>
      <Upload
        id={id}
        accept={acceptAttr}
        listType={picture ? 'picture-card' : 'text'}
        fileList={shown}
        maxCount={rule.maxCount}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        onRemove={handleRemove}
        onPreview={(file) => setPreview(file.url ?? file.thumbUrl ?? null)}
        disabled={busy}
        showUploadList={{ showPreviewIcon: picture }}
      >
        {full ? null : picture ? (
          // The card itself is Upload's button; a nested <button> would be a second tab stop.
          <div className={styles.pictureButton}>
            <PlusOutlined />
            <span>{t('member.register.upload.choose')}</span>
          </div>
        ) : (
          <Button icon={<UploadOutlined />} disabled={busy}>
            {t('member.register.upload.choosePdf')}
          </Button>
        )}
      </Upload>
      {busy ? (
        <p className={styles.busy} role="status">
          <LoadingOutlined /> {t('member.register.upload.recognising')}
        </p>
      ) : null}
      {preview ? (
        <Image
          className={styles.hiddenPreview}
          src={preview}
          alt=""
          preview={{ open: true, onOpenChange: (open) => !open && setPreview(null) }}
        />
      ) : null}
    </>
  );
}
