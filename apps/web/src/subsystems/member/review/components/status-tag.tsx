import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_STATUS } from '@scf/shared/schemas/member-api';

const COLORS: Readonly<Record<number, string>> = {
  [REGISTRATION_STATUS.pending]: 'processing',
  [REGISTRATION_STATUS.approved]: 'success',
  [REGISTRATION_STATUS.disabled]: 'default',
  [REGISTRATION_STATUS.rejected]: 'error',
};

/** A registration's status as a coloured tag: pending blue, approved green, rejected red, disabled grey. */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status] ?? 'default'} variant="outlined">
      {t(`member.review.status.${status}`)}
    </Tag>
  );
}
