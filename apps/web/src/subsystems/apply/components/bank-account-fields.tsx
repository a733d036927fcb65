import { useState } from 'react';
import { Col, Form, Input, Select } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { BRANCH_KEYWORD_MAX } from '@scf/shared/schemas/member-api';
import { FINANCING_LIMITS } from '@scf/shared/schemas/financing';
import { BRANCH_SEARCH_DEBOUNCE_MS, branchKeyword, useDebouncedValue } from '@/lib/form';
import { useBankList } from '@/lib/reference';
import { useBankBranchSearch } from '../api/apply-api';

/** The form's receiving-account fields (the payload names: recAccount…, bankCode for the form). */
export interface BankAccountValues {
  bankCode?: string;
  recAccountBankNo?: string;
  recAccountOpenBankName?: string;
  recAccount?: string;
  recAccountName?: string;
}

/**
 * The receiving account (business.md sections 2 and 4): a bank of the fixed list; a bank with a
 * default branch fills the branch, any other offers a branch search (the keyword trimmed, at most
 * 60 characters, sent 1 s after the last key; 请输入关键词模糊查询开户行, 无查询结果，请修改关键词).
 * Clearing the bank clears the branch.
 */
export function BankAccountFields({ form, rule }: { form: FormInstance; rule: (path: string) => FormRule }) {
  const { t } = useTranslation();
  const banks = useBankList();
  const bankCode = Form.useWatch('bankCode', form) as string | undefined;
  const bank = banks.data?.find((row) => row.bankCode === bankCode);
  const hasDefault = Boolean(bank?.defaultBranchNo && bank.defaultBranchName);
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(branchKeyword(typed), BRANCH_SEARCH_DEBOUNCE_MS);
  const branches = useBankBranchSearch(hasDefault ? undefined : bankCode, keyword);

  const chooseBank = (code: string | undefined) => {
    const chosen = banks.data?.find((row) => row.bankCode === code);
    setTyped('');
    form.setFieldsValue({
      bankCode: code,
      recAccountOpenBankName: chosen?.defaultBranchName ?? undefined,
      recAccountBankNo: chosen?.defaultBranchNo ?? undefined,
    });
  };
  // The branch's full name is the field's value (what the user reads); its number goes along.
  const chooseBranch = (name: string | undefined) => {
    const row = branches.data?.find((branch) => branch.bankFullName === name);
    form.setFieldsValue({ recAccountBankNo: row?.bankBranchNo });
  };

  let notFound: string | null = null;
  if (keyword === null) notFound = t('validation.branchKeywordRequired');
  else if (branches.isFetching) notFound = t('apply.bank.searching');
  else if (branches.data?.length === 0) notFound = t('apply.bank.noResult');

  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="bankCode" label={t('apply.bank.bank')} required rules={[rule('bankCode')]}>
          <Select
            placeholder={t('apply.placeholders.select')}
            loading={banks.isPending}
            options={(banks.data ?? []).map((row) => ({ value: row.bankCode, label: row.bankName }))}
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            onChange={(value: string | undefined) => chooseBank(value)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="recAccountOpenBankName"
          label={t('apply.bank.branch')}
          required
          rules={[rule('recAccountOpenBankName')]}
          dependencies={['recAccountBankNo']}
        >
          {hasDefault || !bank ? (
            <Input readOnly placeholder={t('apply.bank.chooseBankFirst')} />
          ) : (
            <Select
              placeholder={t('validation.branchKeywordRequired')}
              showSearch={{ filterOption: false, searchValue: typed, onSearch: setTyped }}
              onChange={(value: string | undefined) => chooseBranch(value)}
              options={(branches.data ?? []).map((row) => ({
                value: row.bankFullName,
                label: row.bankFullName,
              }))}
              notFoundContent={notFound}
              loading={branches.isFetching}
              allowClear
              maxLength={BRANCH_KEYWORD_MAX}
            />
          )}
        </Form.Item>
      </Col>
      <Form.Item name="recAccountBankNo" hidden>
        <Input />
      </Form.Item>
      <Col xs={24} md={12}>
        <Form.Item name="recAccount" label={t('apply.bank.account')} required rules={[rule('recAccount')]}>
          <Input
            inputMode="numeric"
            maxLength={FINANCING_LIMITS.recAccount}
            placeholder={t('apply.placeholders.input')}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="recAccountName"
          label={t('apply.bank.accountName')}
          required
          rules={[rule('recAccountName')]}
        >
          <Input maxLength={FINANCING_LIMITS.recAccountName} placeholder={t('apply.placeholders.input')} />
        </Form.Item>
      </Col>
    </>
  );
}
