import { Button, Modal, QRCode } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@scf/shared/schemas/fields';
import styles from './registration.module.css';

/** Shown when the registration reply carries a QR url: real-name verification on the phone. */
export function RealNameDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={url !== null}
      title={t('registration.realName.title')}
      onCancel={onClose}
      width={400}
      centered
      footer={
        <Button type="primary" onClick={onClose}>
          {t('registration.realName.ok')}
        </Button>
      }
    >
      <div className={styles.realName}>
        <p>{t('registration.realName.hint')}</p>
        {url && <QRCode value={url} size={LIMITS.qrSize} aria-label={t('registration.realName.title')} />}
      </div>
    </Modal>
  );
}
