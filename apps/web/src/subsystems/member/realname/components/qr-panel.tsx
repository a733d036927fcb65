import { Alert, Button, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@scf/shared/schemas/fields';
import { useQrLink } from '../api/get-qr-link';
import { formatRemaining, useNow } from '../lib/use-now';
import styles from '../realname.module.css';

/**
 * 扫码认证: a QR code (180 × 180) of the phone page's signed link, with its expiry counted down and
 * a refresh. The page polls the status meanwhile and turns to done by itself.
 */
export function QrPanel({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const link = useQrLink(active);
  const now = useNow(active && link.data !== undefined);
  const remaining = link.data ? Date.parse(link.data.expiresAt) - now : 0;
  const expired = link.data !== undefined && remaining <= 0;
  const refresh = () => void link.refetch();

  if (link.isError && !link.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('member.realname.qr.loadFailed')}
        action={
          <Button size="small" onClick={refresh}>
            {t('member.realname.retry')}
          </Button>
        }
      />
    );
  }

  const qrStatus = link.isFetching || !link.data ? 'loading' : expired ? 'expired' : 'active';
  return (
    <div className={styles.qrPanel}>
      <QRCode
        value={link.data?.url ?? '-'}
        size={LIMITS.qrSize}
        status={qrStatus}
        onRefresh={refresh}
        aria-label={t('member.realname.qr.alt')}
      />
      <div className={styles.qrText}>
        <Typography.Text>{t('member.realname.qr.hint')}</Typography.Text>
        <Typography.Text type={expired ? 'danger' : 'secondary'} role="timer">
          {expired
            ? t('member.realname.qr.expired')
            : t('member.realname.qr.expiresIn', { time: formatRemaining(remaining) })}
        </Typography.Text>
        <Typography.Text type="secondary">{t('member.realname.qr.waiting')}</Typography.Text>
        <div>
          <Button onClick={refresh} loading={link.isFetching}>
            {t('member.realname.qr.refresh')}
          </Button>
        </div>
      </div>
    </div>
  );
}
