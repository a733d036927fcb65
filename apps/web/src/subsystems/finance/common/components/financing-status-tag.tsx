import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FinancingStatus } from '@scf/shared/schemas/financing-status';

const COLORS: Record<FinancingStatus, string> = {
  submitted: 'processing',
  accepted: 'blue',
  ignored: 'default',
  credited: 'cyan',
  loaned: 'geekblue',
  repaid: 'success',
  declined: 'error',
  overdue: 'warning',
  cancelled: 'default',
};

/** A request's status as a coloured tag. */
export function FinancingStatusTag({ status }: { status: FinancingStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`finance.common.status.${status}`)}</Tag>;
}
