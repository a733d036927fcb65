import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MemberChangeStatus } from '@scf/shared/schemas/member-change';

const COLORS: Record<MemberChangeStatus, string> = {
  applied: 'blue',
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

export function ChangeStatusTag({ status }: { status: MemberChangeStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`member.company.status.${status}`)}</Tag>;
}
