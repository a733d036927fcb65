import { useTranslation } from 'react-i18next';
import { formatWan, formatYuan } from '@scf/shared/money';

/** An amount in fen shown in ten-thousand yuan, the lists' scale (business.md section 9). */
export function WanAmount({ fen }: { fen: number | null }) {
  const { t, i18n } = useTranslation();
  if (fen === null) return <>-</>;
  return <>{t('finance.common.wan', { value: formatWan(fen, i18n.language) })}</>;
}

/** An amount in fen shown in yuan. */
export function YuanAmount({ fen }: { fen: number | null }) {
  const { t, i18n } = useTranslation();
  if (fen === null) return <>-</>;
  return <>{t('finance.common.yuan', { value: formatYuan(fen, i18n.language) })}</>;
}
