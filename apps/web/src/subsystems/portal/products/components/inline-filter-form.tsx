import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterFormError } from '../lib/use-filter-form';
import styles from '../products.module.css';

/**
 * A filter's own-value form: its fields on one line, then the button that applies them; the broken
 * rules under them, as wide as the line.
 */
export function InlineFilterForm({
  label,
  errors,
  onSubmit,
  children,
}: {
  label: string;
  errors: FilterFormError[];
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      aria-label={label}
      className={styles.inlineForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <div className={styles.inlineFormLine}>
        {children}
        <Button size="small" htmlType="submit">
          {t('portal.products.list.confirm')}
        </Button>
      </div>
      {errors.map(({ id, text }) => (
        <span key={id} id={id} role="alert" className={styles.inlineFormError}>
          {text}
        </span>
      ))}
    </form>
  );
}
