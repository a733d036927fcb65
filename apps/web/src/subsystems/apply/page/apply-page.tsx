import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@scf/shared/permissions';
import { ApplicationGate } from '../components/application-gate';
import { ApplyForm } from './apply-form';

/** /prodDetail/apply?id&productCode (business.md sections 2, 4, 5, 7). */
export function ApplyPage() {
  const { t } = useTranslation();
  return (
    <ApplicationGate expected="page" permission={PERMISSIONS.finance.apply} title={t('apply.page.title')}>
      {({ product }) => <ApplyForm product={product} />}
    </ApplicationGate>
  );
}

/**
 * cfp/voucherDiscount/add?id&productCode: a receivable product's application, the discount of a
 * receivable voucher on a cash-out party's credit; the apply page's voucher form (finance apply list).
 */
export function DiscountApplyPage() {
  const { t } = useTranslation();
  return (
    <ApplicationGate
      expected="discount"
      permission={PERMISSIONS.finance.applyList}
      title={t('apply.page.discountTitle')}
    >
      {({ product }) => <ApplyForm product={product} />}
    </ApplicationGate>
  );
}
