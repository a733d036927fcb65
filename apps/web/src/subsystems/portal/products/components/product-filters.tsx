import { useTranslation } from 'react-i18next';
import { useGuarantTypes } from '../api/get-guarant-type-dict';
import { useLoanAmounts } from '../api/get-loan-amount-dict';
import { useLoanTypes } from '../api/get-loan-type-dict';
import { useRates } from '../api/get-rate-dict';
import { useRepayTerms } from '../api/query-enum-repay-term';
import type { ProductSearch } from '../lib/search-params';
import { CustomAmountForm } from './custom-amount-form';
import { numberText } from './decimal-filter-field';
import { FilterRow } from './filter-row';
import { RateRangeForm } from './rate-range-form';
import styles from '../products.module.css';

type Change = Partial<Omit<ProductSearch, 'page'>>;

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
          <CustomAmountForm
            value={search.customAmount}
            onApply={(customAmount) => onChange({ customAmount, amount: undefined })}
          />
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
        extra={<RateRangeForm rateStart={search.rateStart} rateEnd={search.rateEnd} onApply={onChange} />}
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
