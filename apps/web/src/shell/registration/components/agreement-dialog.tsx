import { Button, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegAgreementDetail } from '@/shell/auth-api/get-reg-agreement-detail';
import styles from './registration.module.css';

/**
 * The agreement detail dialog (shell.md section 2: 800 by 380). The text is shown as plain text,
 * never as HTML, so a stored agreement cannot inject markup into the page.
 */
export function AgreementDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useRegAgreementDetail(id);
  return (
    <Modal
      open={id !== null}
      title={detail.data?.articleName}
      onCancel={onClose}
      width={800}
      centered
      styles={{ body: { height: 380, overflowY: 'auto' } }}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('registration.agreement.ok')}
        </Button>
      }
    >
      {detail.isLoading ? <Spin /> : <div className={styles.agreementText}>{detail.data?.articleText}</div>}
    </Modal>
  );
}
