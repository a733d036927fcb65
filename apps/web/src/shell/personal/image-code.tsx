import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CheckCode } from '@/shell/auth-api/get-check-code';
import styles from './personal.module.css';

interface ImageCodeProps {
  code: CheckCode | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** The image challenge beside its input; clicking the picture (or the link) shows another. */
export function ImageCode({ code, loading, onRefresh }: ImageCodeProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.imageCode}>
      <button type="button" className={styles.imageButton} onClick={onRefresh} disabled={loading}>
        {code && !loading ? (
          <img src={code.img} alt={t('userCentre.personal.mobile.imageAlt')} className={styles.image} />
        ) : (
          <Skeleton.Node active className={styles.image} />
        )}
      </button>
      <Button type="link" size="small" onClick={onRefresh} disabled={loading}>
        {t('userCentre.personal.mobile.refreshImage')}
      </Button>
    </div>
  );
}
