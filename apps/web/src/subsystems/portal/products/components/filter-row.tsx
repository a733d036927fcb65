import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button, Radio, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styles from '../products.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * One row of the filter panel: a label and a radio group of chips, "any" first. The options come
 * from a dictionary call; while it loads the row shows a placeholder, if it fails a retry.
 */
export function FilterRow<T>({
  label,
  query,
  options,
  value,
  onChange,
  extra,
}: {
  label: string;
  query: UseQueryResult<T>;
  options: (data: T) => FilterOption[];
  /** The selected option's value; '' is "any", null selects no chip (a custom value is set). */
  value: string | null;
  onChange: (value: string) => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className={styles.filterRow}>
      <span id={labelId} className={styles.filterLabel}>
        {label}
      </span>
      <div className={styles.filterOptions}>
        {query.isPending ? (
          <Skeleton.Input active size="small" />
        ) : query.isError ? (
          <span className={styles.filterError}>
            {t('portal.products.list.optionsError')}
            <Button size="small" type="link" onClick={() => void query.refetch()}>
              {t('portal.common.retry')}
            </Button>
          </span>
        ) : (
          <Radio.Group
            aria-labelledby={labelId}
            className={styles.chips}
            optionType="button"
            buttonStyle="solid"
            size="small"
            value={value}
            onChange={(event) => onChange(String(event.target.value))}
            options={[{ value: '', label: t('portal.products.list.all') }, ...options(query.data)]}
          />
        )}
        {extra}
      </div>
    </div>
  );
}
