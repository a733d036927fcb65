import { useState } from 'react';
import { Button, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AttachmentRef } from '@scf/shared/schemas/financing';
import { UPLOAD_ACCEPT, UPLOAD_LIMITS } from '@scf/shared/schemas/upload';
import { apiErrorText } from '@/lib/form';
import { uploadFile } from '@/lib/request/upload-file';
import type { UploadedFile } from '@/lib/request/upload-file';
import { useFeedback } from '@/lib/feedback';

const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
const ACCEPTED: readonly string[] = UPLOAD_ACCEPT.document;

/** The dialog's checks before sending (business.md section 5): the eleven formats and 5 MB. */
export function acceptableDocument(file: { name: string; size: number }): boolean {
  return ACCEPTED.includes(extensionOf(file.name)) && file.size <= UPLOAD_LIMITS.maxBytes;
}

/**
 * The application materials: several documents uploaded one by one with their progress. The form's
 * value is the list of stored files (name and served path); a refused or failed file leaves it.
 */
export function AttachmentUpload({
  id,
  value = [],
  onChange,
}: {
  id?: string;
  value?: AttachmentRef[];
  onChange?: (value: AttachmentRef[]) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [fileList, setFileList] = useState<UploadFile[]>([]);
  // A form reset empties the value: the stored files then no longer show.
  const shown = value.length === 0 ? fileList.filter((f) => f.status === 'uploading') : fileList;

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (acceptableDocument(file)) return true;
    void message.error(t('validation.uploadFormatSize'));
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const name = (file as File).name;
    uploadFile(file as Blob, 'document', (percent) => onProgress?.({ percent }))
      .then((stored) => onSuccess?.(stored))
      .catch((error: unknown) => {
        const text = apiErrorText(error, t);
        void message.error(text || t('validation.uploadFailed'));
        onError?.(new Error(name));
      });
  };

  const handleChange: UploadProps['onChange'] = ({ fileList: next }) => {
    const kept = next.filter((f) => f.status !== 'error');
    setFileList(kept);
    onChange?.(
      kept.flatMap((f) => {
        const stored = f.response as UploadedFile | undefined;
        return f.status === 'done' && stored ? [{ fileName: f.name, filePath: stored.filePath }] : [];
      }),
    );
  };

  return (
    <Upload
      id={id}
      multiple
      accept={ACCEPTED.map((type) => `.${type}`).join(',')}
      fileList={shown}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onChange={handleChange}
    >
      <Button icon={<UploadOutlined />}>{t('portal.apply.choose')}</Button>
    </Upload>
  );
}
