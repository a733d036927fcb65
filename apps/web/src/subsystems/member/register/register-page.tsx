import { useState } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { RegistrationWizard } from './components/registration-wizard';
import styles from './components/register.module.css';

/**
 * /zjtRegister (trading layout, public): the registration wizard opens at once. Closing it goes back
 * where the visitor came from (home when the page was opened directly); a submitted registration
 * leaves a page saying it awaits review.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);

  const close = () => {
    // react-router keeps the history index in the state; 0 means this page opened the tab.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.home, { replace: true });
  };

  return (
    <div className={styles.page}>
      {submitted ? (
        <Result
          status="success"
          title={t('member.register.result.title')}
          subTitle={t('member.register.result.description')}
          extra={
            <Button type="primary" onClick={() => void navigate(paths.home)}>
              {t('member.register.result.home')}
            </Button>
          }
        />
      ) : null}
      <RegistrationWizard open={!submitted} onClose={close} onSubmitted={() => setSubmitted(true)} />
    </div>
  );
}
