import { Result } from 'antd';
import type { ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/components/button-link';
import styles from './error-pages.module.css';

export default function ErrorResult({
  status,
  titleKey,
}: {
  status: ResultProps['status'];
  titleKey: string;
}) {
  const { t } = useTranslation();
  return (
    <Result
      className={styles.result}
      status={status}
      title={<h1 className={styles.title}>{t(titleKey)}</h1>}
      extra={
        <ButtonLink to={paths.home} type="primary">
          {t('app.errorPages.backHome')}
        </ButtonLink>
      }
    />
  );
}
