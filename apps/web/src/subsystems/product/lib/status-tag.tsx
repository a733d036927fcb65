import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS = ['default', 'processing', 'cyan', 'success', 'error'] as const;

/** A product's status (PRODUCT_STATUS 0-4) as a coloured tag. */
export function ProductStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status] ?? 'default'}>{t(`product.status.${status}`)}</Tag>;
}
