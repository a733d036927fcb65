import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styles from './content.module.css';

/**
 * Back to where the reader came from (the list page and filter they were on, say); a reader who
 * opened the page directly, with no history in the app, goes to `fallback`.
 */
export function BackButton({ fallback }: { fallback: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromApp = location.key !== 'default';
  return (
    <Button
      type="link"
      className={styles.back}
      icon={<ArrowLeftOutlined aria-hidden />}
      onClick={() => void (cameFromApp ? navigate(-1) : navigate(fallback))}
    >
      {t('portal.common.back')}
    </Button>
  );
}
