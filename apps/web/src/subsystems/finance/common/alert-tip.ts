import { formatWan } from '@scf/shared/money';
import type { WarnRow } from '@scf/shared/schemas/financing';
import type { Translate } from '@/lib/form';

/**
 * What an alert says, in the user's language: who asked, for which product, how much and how long.
 * bizTip, the zh-CN sentence stored with the alert, answers when the texts lack the key.
 */
export function alertTip(row: WarnRow, t: Translate, language: string): string {
  const params = {
    enterprise: row.userName,
    amount: t('finance.common.wan', { value: formatWan(row.financeAmountFen, language) }),
    period: t('finance.common.months', { count: row.financePeriod }),
    defaultValue: row.bizTip,
  };
  return row.kind === 'demand' || row.productName === null
    ? t('finance.institution.alerts.tipDemand', params)
    : t('finance.institution.alerts.tipApply', { ...params, product: row.productName });
}
