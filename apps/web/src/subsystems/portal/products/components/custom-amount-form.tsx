import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyZodCheck } from '@/lib/form/lazy-zod-rule';
import { loadProductSchemas } from '../lib/load-product-schemas';
import { useFilterForm } from '../lib/use-filter-form';
import { DecimalFilterField, numberText } from './decimal-filter-field';
import { InlineFilterForm } from './inline-filter-form';
import styles from '../products.module.css';

const loadAmountWan = () => loadProductSchemas().then(({ amountWan }) => amountWan);

/** The amount filter's own amount, in 10,000 yuan, checked by the shared schema's rule. */
export function CustomAmountForm({
  value,
  onApply,
}: {
  value: number | undefined;
  onApply: (customAmount: number) => void;
}) {
  const { t } = useTranslation();
  const checkAmount = useMemo(() => lazyZodCheck(loadAmountWan, t), [t]);
  const form = useFilterForm(
    { customAmount: numberText(value) },
    (values) => checkAmount(values.customAmount),
    async ({ customAmount }) => {
      const { amountWan } = await loadProductSchemas();
      onApply(amountWan.parse(customAmount));
    },
  );
  return (
    <InlineFilterForm
      label={t('portal.products.list.customAmountForm')}
      errors={form.errors}
      onSubmit={form.submit}
    >
      <DecimalFilterField
        value={form.values.customAmount}
        errorId={form.errorId('customAmount')}
        onChange={(text) => form.change('customAmount', text)}
        className={styles.amountInput}
        label={t('portal.products.list.customAmountLabel')}
        placeholder={t('portal.products.list.customAmountPlaceholder')}
        suffix={t('portal.products.list.wan')}
      />
    </InlineFilterForm>
  );
}
