import { useEffect } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { amountWan, rateRangeForm } from '@scf/shared/schemas/product';
import { zodFieldRule, zodRule } from '@/lib/form';
import { useGuarantTypes } from '../api/get-guarant-type-dict';
import { useLoanAmounts } from '../api/get-loan-amount-dict';
import { useLoanTypes } from '../api/get-loan-type-dict';
import { useRates } from '../api/get-rate-dict';
import { useRepayTerms } from '../api/query-enum-repay-term';
import type { ProductSearch } from '../lib/search-params';
import { FilterRow } from './filter-row';
import styles from '../products.module.css';

type Change = Partial<Omit<ProductSearch, 'page'>>;

const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * The filters of the product list: term, amount (presets or a custom amount), guarantee mode, rate
 * range (presets or typed, with the spec's rate rules from the shared schema) and loan type. Each
 * change is reported at once; the page puts it into the URL.
 */
export function ProductFilters({
  search,
  onChange,
}: {
  search: ProductSearch;
  onChange: (change: Change) => void;
}) {
  const { t } = useTranslation();
  const terms = useRepayTerms();
  const amounts = useLoanAmounts();
  const guarants = useGuarantTypes();
  const rates = useRates();
  const loanTypes = useLoanTypes();

  const [amountForm] = Form.useForm<{ customAmount: string }>();
  const [rateForm] = Form.useForm<{ rateStart: string; rateEnd: string }>();
  // The inputs follow the URL (back button, a shared link), not only what was typed.
  useEffect(() => {
    amountForm.setFieldsValue({ customAmount: numberText(search.customAmount) });
  }, [amountForm, search.customAmount]);
  useEffect(() => {
    rateForm.setFieldsValue({ rateStart: numberText(search.rateStart), rateEnd: numberText(search.rateEnd) });
  }, [rateForm, search.rateStart, search.rateEnd]);

  const ratePreset =
    search.rateStart === undefined && search.rateEnd === undefined
      ? ''
      : (rates.data?.find(
          (r) =>
            (r.rateStart ?? undefined) === search.rateStart && (r.rateEnd ?? undefined) === search.rateEnd,
        )?.value ?? null);

  return (
    <section className={styles.filters} aria-label={t('portal.products.list.filters')}>
      <FilterRow
        label={t('portal.products.list.term')}
        query={terms}
        options={(rows) => rows.map((r) => ({ value: String(r.months), label: r.desc }))}
        value={numberText(search.period)}
        onChange={(value) => onChange({ period: value === '' ? undefined : Number(value) })}
      />
      <FilterRow
        label={t('portal.products.list.amount')}
        query={amounts}
        options={(rows) => rows.map((r) => ({ value: String(r.amountUnder), label: r.desc }))}
        value={search.customAmount === undefined ? numberText(search.amount) : null}
        onChange={(value) =>
          onChange({ amount: value === '' ? undefined : Number(value), customAmount: undefined })
        }
        extra={
          <Form
            form={amountForm}
            aria-label={t('portal.products.list.customAmountForm')}
            layout="inline"
            className={styles.inlineForm}
            onFinish={({ customAmount }) =>
              onChange({ customAmount: amountWan.parse(customAmount), amount: undefined })
            }
          >
            <Form.Item name="customAmount" rules={[zodRule(amountWan, t)]}>
              <Input
                className={styles.amountInput}
                inputMode="decimal"
                aria-label={t('portal.products.list.customAmountLabel')}
                placeholder={t('portal.products.list.customAmountPlaceholder')}
                suffix={t('portal.products.list.wan')}
                size="small"
              />
            </Form.Item>
            <Button size="small" htmlType="submit">
              {t('portal.products.list.confirm')}
            </Button>
          </Form>
        }
      />
      <FilterRow
        label={t('portal.products.list.guarant')}
        query={guarants}
        options={(rows) => rows.map((r) => ({ value: r.value, label: r.desc }))}
        value={search.guarant ?? ''}
        onChange={(value) => onChange({ guarant: value === '' ? undefined : value })}
      />
      <FilterRow
        label={t('portal.products.list.rate')}
        query={rates}
        options={(rows) => rows.map((r) => ({ value: r.value, label: r.desc }))}
        value={ratePreset}
        onChange={(value) => {
          const preset = rates.data?.find((r) => r.value === value);
          onChange({ rateStart: preset?.rateStart ?? undefined, rateEnd: preset?.rateEnd ?? undefined });
        }}
        extra={
          <Form
            form={rateForm}
            aria-label={t('portal.products.list.rateForm')}
            layout="inline"
            className={styles.inlineForm}
            onFinish={(values) => {
              const { rateStart, rateEnd } = rateRangeForm.parse(values);
              onChange({ rateStart, rateEnd });
            }}
          >
            <Form.Item name="rateStart" rules={[zodFieldRule(rateRangeForm, 'rateStart', t)]}>
              <Input
                className={styles.rateInput}
                inputMode="decimal"
                aria-label={t('portal.products.list.rateStartLabel')}
                placeholder={t('portal.products.list.rateStartPlaceholder')}
                suffix="%"
                size="small"
              />
            </Form.Item>
            <span aria-hidden="true" className={styles.rangeDash}>
              –
            </span>
            <Form.Item
              name="rateEnd"
              dependencies={['rateStart']}
              rules={[zodFieldRule(rateRangeForm, 'rateEnd', t)]}
            >
              <Input
                className={styles.rateInput}
                inputMode="decimal"
                aria-label={t('portal.products.list.rateEndLabel')}
                placeholder={t('portal.products.list.rateEndPlaceholder')}
                suffix="%"
                size="small"
              />
            </Form.Item>
            <Button size="small" htmlType="submit">
              {t('portal.products.list.confirm')}
            </Button>
          </Form>
        }
      />
      <FilterRow
        label={t('portal.products.list.loanType')}
        query={loanTypes}
        options={(rows) => rows.map((r) => ({ value: r.value, label: r.desc }))}
        value={search.loanType ?? ''}
        onChange={(value) =>
          onChange({ loanType: value === '' ? undefined : (value as ProductSearch['loanType']) })
        }
      />
    </section>
  );
}
