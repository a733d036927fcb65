import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyZodFieldCheck } from '@/lib/form/lazy-zod-rule';
import { loadProductSchemas } from '../lib/load-product-schemas';
import { useFilterForm } from '../lib/use-filter-form';
import { DecimalFilterField, numberText } from './decimal-filter-field';
import { InlineFilterForm } from './inline-filter-form';
import styles from '../products.module.css';

const loadRateRangeForm = () => loadProductSchemas().then(({ rateRangeForm }) => rateRangeForm);

/** The rate filter's own range, in percent, with the spec's rate rules from the shared schema. */
export function RateRangeForm({
  rateStart,
  rateEnd,
  onApply,
}: {
  rateStart: number | undefined;
  rateEnd: number | undefined;
  onApply: (range: { rateStart: number | undefined; rateEnd: number | undefined }) => void;
}) {
  const { t } = useTranslation();
  const checks = useMemo(
    () => ({
      rateStart: lazyZodFieldCheck(loadRateRangeForm, 'rateStart', t),
      rateEnd: lazyZodFieldCheck(loadRateRangeForm, 'rateEnd', t),
    }),
    [t],
  );
  const form = useFilterForm(
    { rateStart: numberText(rateStart), rateEnd: numberText(rateEnd) },
    (values, field) => checks[field](values),
    async (values) => {
      // Both bounds, an empty one as undefined: a bound left out would keep the URL's old one.
      const { rateRangeForm } = await loadProductSchemas();
      const { rateStart: start, rateEnd: end } = rateRangeForm.parse(values);
      onApply({ rateStart: start, rateEnd: end });
    },
  );
  return (
    <InlineFilterForm label={t('portal.products.list.rateForm')} errors={form.errors} onSubmit={form.submit}>
      <DecimalFilterField
        value={form.values.rateStart}
        errorId={form.errorId('rateStart')}
        onChange={(text) => form.change('rateStart', text)}
        className={styles.rateInput}
        label={t('portal.products.list.rateStartLabel')}
        placeholder={t('portal.products.list.rateStartPlaceholder')}
        suffix="%"
      />
      <span aria-hidden="true" className={styles.rangeDash}>
        –
      </span>
      <DecimalFilterField
        value={form.values.rateEnd}
        errorId={form.errorId('rateEnd')}
        onChange={(text) => form.change('rateEnd', text)}
        className={styles.rateInput}
        label={t('portal.products.list.rateEndLabel')}
        placeholder={t('portal.products.list.rateEndPlaceholder')}
        suffix="%"
      />
    </InlineFilterForm>
  );
}
