import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FormRule } from 'antd';
import { loadLanguagePack } from '@/app/texts';
import { i18n, initI18n, setLanguage } from '@/lib/i18n';
import { zodRule } from './zod-rule';

/** A field whose message is one of the features' keys (financing). */
const amount = z.string().min(1, 'financeAmountRequired');

async function messageOf(rule: FormRule, value: unknown): Promise<string> {
  const { validator } = rule as { validator: (rule: object, value: unknown) => Promise<void> };
  try {
    await validator({}, value);
    return 'ok';
  } catch (error) {
    return (error as Error).message;
  }
}

describe("the features' validation texts", () => {
  afterEach(() => localStorage.clear());

  it('are not among the start-up texts, and a checked field fetches them in the user’s language', async () => {
    await initI18n({}, 'en-US', loadLanguagePack);
    expect(i18n.exists('validation.mobileFormat')).toBe(true);
    expect(i18n.exists('validation.financeAmountRequired')).toBe(false);

    expect(await messageOf(zodRule(amount, i18n.t), '')).toBe('Enter the loan amount');
    expect(i18n.exists('validation.financeAmountRequired')).toBe(true);
  });

  it('follow a switch of language once fetched', async () => {
    await initI18n({}, 'zh-CN', loadLanguagePack);
    expect(await messageOf(zodRule(amount, i18n.t), '')).toBe('贷款金额不能为空');

    await setLanguage('zh-TW');
    expect(i18n.t('validation.financeAmountRequired')).toBe('貸款金額不能為空');
  });
});
