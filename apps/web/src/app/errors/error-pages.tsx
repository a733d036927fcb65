import { Result } from 'antd';
import type { ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/components/button-link';
import styles from './error-pages.module.css';

function ErrorResult({ status, titleKey }: { status: ResultProps['status']; titleKey: string }) {
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

export function NotFoundPage() {
  return <ErrorResult status="404" titleKey="app.errorPages.notFound" />;
}

export function ForbiddenPage() {
  return <ErrorResult status="403" titleKey="app.errorPages.forbidden" />;
}

export function ServerErrorPage() {
  return <ErrorResult status="500" titleKey="app.errorPages.serverError" />;
}
