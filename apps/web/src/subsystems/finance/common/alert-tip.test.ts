import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { WarnRow } from '@scf/shared/schemas/financing';
import enUS from '../texts/en-US';
import zhCN from '../texts/zh-CN';
import zhTW from '../texts/zh-TW';
import { alertTip } from './alert-tip';

const row: WarnRow = {
  id: '1',
  userName: '华东重工集团有限公司',
  dealStatus: 0,
  bizTip: '华东重工集团有限公司申请海川银行·运费贷，金额12.50万元，期限6个月',
  gmtPublish: '2026-11-29T03:00:00.000Z',
  financeApplyId: '7',
  applyCode: 'RZ202611290000000001',
  kind: 'product',
  productName: '海川银行·运费贷',
  financeAmountFen: 12_500_000,
  financePeriod: 6,
};

/** The app's i18next, with the finance texts under `finance` as the subsystem loader puts them. */
async function translate(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: {
      'zh-CN': { translation: { finance: zhCN } },
      'zh-TW': { translation: { finance: zhTW } },
      'en-US': { translation: { finance: enUS } },
    },
    interpolation: { escapeValue: false },
  });
  return (key: string, options?: Record<string, string | number>) => i18n.t(key, options);
}

describe('alertTip', () => {
  it('says in zh-CN what the server stored', async () => {
    expect(alertTip(row, await translate('zh-CN'), 'zh-CN')).toBe(row.bizTip);
  });

  it('says it in the user’s language, a demand without a product', async () => {
    const en = await translate('en-US');
    expect(alertTip(row, en, 'en-US')).toBe(
      '华东重工集团有限公司 applied for 海川银行·运费贷: 12.50 × 10k yuan for 6 months',
    );
    const demand = { ...row, kind: 'demand' as const, productName: null, financePeriod: 1 };
    expect(alertTip(demand, en, 'en-US')).toBe(
      '华东重工集团有限公司 published a financing need: 12.50 × 10k yuan for 1 month',
    );
    expect(alertTip(row, await translate('zh-TW'), 'zh-TW')).toBe(
      '华东重工集团有限公司申請海川银行·运费贷，金額12.50萬元，期限6個月',
    );
  });

  it('falls back to the stored sentence when the texts lack the key', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en-US', resources: { 'en-US': { translation: {} } } });
    const bare = (key: string, options?: Record<string, string | number>) => i18n.t(key, options);
    expect(alertTip(row, bare, 'en-US')).toBe(row.bizTip);
  });
});
