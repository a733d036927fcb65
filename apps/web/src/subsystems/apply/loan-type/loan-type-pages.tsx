import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@scf/shared/permissions';
import {
  receivableApplyRequest,
  receivableRow,
  receiptRow,
  waybillApplyRequest,
  waybillRow,
  warehouseApplyRequest,
} from '@scf/shared/schemas/financing-loan-type';
import type {
  ReceivableApplyRequest,
  WarehouseApplyRequest,
  WaybillApplyRequest,
} from '@scf/shared/schemas/financing-loan-type';
import { useScbcApply, useWaybillApply, useWmsApply } from '../api/apply-api';
import { ApplicationGate } from '../components/application-gate';
import { LoanTypeForm } from './loan-type-form';
import type { LoanTypeSpec, LoanTypeSubmit } from './loan-type-form';

const WAYBILL: LoanTypeSpec = {
  loanType: 'LOGMIS',
  schema: waybillApplyRequest,
  rowSchema: waybillRow,
  texts: 'waybill',
  columns: [
    { name: 'waybillNo', kind: 'text', maxLength: 30 },
    { name: 'consignor', kind: 'text', maxLength: 50 },
    { name: 'origin', kind: 'text', maxLength: 30 },
    { name: 'destination', kind: 'text', maxLength: 30 },
    { name: 'shipDate', kind: 'pastDate' },
    { name: 'freightAmount', kind: 'amount' },
  ],
};

const RECEIVABLE: LoanTypeSpec = {
  loanType: 'SCBC',
  schema: receivableApplyRequest,
  rowSchema: receivableRow,
  texts: 'receivable',
  columns: [
    { name: 'debtorName', kind: 'text', maxLength: 100 },
    { name: 'contractNo', kind: 'text', maxLength: 40 },
    { name: 'invoiceNo', kind: 'text', maxLength: 20 },
    { name: 'receivableAmount', kind: 'amount' },
    { name: 'dueDate', kind: 'futureDate' },
  ],
};

const RECEIPT: LoanTypeSpec = {
  loanType: 'WMS',
  schema: warehouseApplyRequest,
  rowSchema: receiptRow,
  texts: 'receipt',
  columns: [
    { name: 'receiptNo', kind: 'text', maxLength: 40 },
    { name: 'warehouseName', kind: 'text', maxLength: 100 },
    { name: 'goodsName', kind: 'text', maxLength: 50 },
    { name: 'quantity', kind: 'decimal' },
    { name: 'unit', kind: 'text', maxLength: 10 },
    { name: 'receiptValue', kind: 'amount' },
    { name: 'expiryDate', kind: 'futureDate' },
  ],
};

/** A mutation typed for one page, as the shared form submits it. */
const asSubmit = <T,>(mutation: {
  mutate: (body: T, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}): LoanTypeSubmit => ({
  mutate: (body, options) => mutation.mutate(body as T, options),
  isPending: mutation.isPending,
});

/** /waybill/finance/apply: a LOGMIS product's application with its waybills. */
export function WaybillApplyPage() {
  const { t } = useTranslation();
  const submit = asSubmit<WaybillApplyRequest>(useWaybillApply());
  return (
    <ApplicationGate
      expected="waybill"
      permission={PERMISSIONS.finance.applyLogmis}
      title={t('apply.loanType.waybill.title')}
    >
      {({ product }) => <LoanTypeForm product={product} spec={WAYBILL} submit={submit} />}
    </ApplicationGate>
  );
}

/** /scbc/finance/productFinanceAdd: an SCBC product's application with its receivables. */
export function ScbcApplyPage() {
  const { t } = useTranslation();
  const submit = asSubmit<ReceivableApplyRequest>(useScbcApply());
  return (
    <ApplicationGate
      expected="scbc"
      permission={PERMISSIONS.finance.applyScbc}
      title={t('apply.loanType.receivable.title')}
    >
      {({ product }) => <LoanTypeForm product={product} spec={RECEIVABLE} submit={submit} />}
    </ApplicationGate>
  );
}

/** /wms/financing/apply: a WMS product's application with its warehouse receipts. */
export function WmsApplyPage() {
  const { t } = useTranslation();
  const submit = asSubmit<WarehouseApplyRequest>(useWmsApply());
  return (
    <ApplicationGate
      expected="wms"
      permission={PERMISSIONS.finance.applyWms}
      title={t('apply.loanType.receipt.title')}
    >
      {({ product }) => <LoanTypeForm product={product} spec={RECEIPT} submit={submit} />}
    </ApplicationGate>
  );
}
