import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@scf/shared/errors';
import { errorCode } from '@/lib/form';
import { useFeedback } from '@/lib/feedback';
import { useRecogniseDocument } from '../api/recognise-document';
import type { RecognisedDocument } from '../api/recognise-document';
import type { UploadedFile } from '@/lib/request/upload-file';
import type { EnterpriseValues, LegalValues } from '../lib/form-values';
import { ocrFill } from '../lib/ocr-mapping';

/**
 * Recognition of an uploaded licence or ID card side: fills what was read into the step's fields
 * (they stay editable) and checks them, saying 识别成功, 内容无法识别，请重新上传！ or OCR识别失败.
 */
export function useRecognition(enterprise: FormInstance<EnterpriseValues>, legal: FormInstance<LegalValues>) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const recognise = useRecogniseDocument();
  const [running, setRunning] = useState<RecognisedDocument | null>(null);

  const run = async (document: RecognisedDocument, file: UploadedFile) => {
    setRunning(document);
    try {
      const fill = ocrFill(await recognise.mutateAsync({ document, fileName: file.fileName }));
      const names = Object.keys(fill.values);
      if (fill.step === 0) enterprise.setFieldsValue(fill.values);
      else legal.setFieldsValue(fill.values);
      void message.success(t('errors.ocrSuccess'));
      // Checks what was read (the credit code's status included) without waiting for Next.
      const form: FormInstance = fill.step === 0 ? enterprise : legal;
      await form.validateFields(names).catch(() => undefined);
    } catch (error) {
      const unreadable = errorCode(error) === ERROR_CODES.OCR_UNREADABLE;
      void message.error(t(unreadable ? 'errors.ocrUnreadable' : 'errors.ocrFailed'));
    } finally {
      setRunning(null);
    }
  };

  return {
    running,
    recognise: (document: RecognisedDocument, file: UploadedFile) => void run(document, file),
  };
}
