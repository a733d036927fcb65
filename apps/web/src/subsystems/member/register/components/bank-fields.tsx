import { useState } from 'react';
import { Col, Form, Input, Select } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { MEMBER_LIMITS, registrationStep1Form } from '@scf/shared/schemas/member';
import { BRANCH_KEYWORD_MAX } from '@scf/shared/schemas/member-api';
import { BRANCH_SEARCH_DEBOUNCE_MS, branchKeyword, useDebouncedValue } from '@/lib/form';
import { useBankList } from '@/lib/reference';
import { useBankBranches } from '../api/query-bank-no';
import type { LegalValues } from '../lib/form-values';
import { fieldProps } from './field-props';

/**
 * The settlement bank (business.md sections 4 and 5): a bank of the fixed list; a bank with a
 * default branch fills the branch, any other offers a branch search by keyword (trimmed, at most 60
 * characters, sent 1 s after the last key). Clearing the bank clears the branch.
 */
export function BankFields({ form }: { form: FormInstance<LegalValues> }) {
  const { t } = useTranslation();
  const banks = useBankList();
  const bankName = Form.useWatch('bankName', form);
  const bank = banks.data?.find((row) => row.bankName === bankName);
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(branchKeyword(typed), BRANCH_SEARCH_DEBOUNCE_MS);
  const branches = useBankBranches(bank?.bankCode, keyword);
  const field = (name: keyof typeof registrationStep1Form.shape & string) =>
    fieldProps(registrationStep1Form, name, t);
  const label = (name: string) => t(`member.register.fields.${name}`);
  const hasDefault = Boolean(bank?.defaultBranchNo && bank.defaultBranchName);

  const chooseBank = (name: string | undefined) => {
    const chosen = banks.data?.find((row) => row.bankName === name);
    setTyped('');
    form.setFieldsValue({
      bankName: name,
      openBankName: chosen?.defaultBranchName ?? undefined,
      openBankCode: chosen?.defaultBranchNo ?? undefined,
    });
  };

  // The branch's name is the field's value (what the user reads); its number goes along.
  const chooseBranch = (name: string | undefined) => {
    const row = branches.data?.find((branch) => branch.branchName === name);
    form.setFieldsValue({ openBankCode: row?.branchCode });
  };

  let notFound: string | null = null;
  if (keyword === null) notFound = t('validation.branchKeywordRequired');
  else if (branches.isFetching) notFound = t('member.register.bank.searching');
  else if (branches.data?.length === 0) notFound = t('member.register.bank.noResult');

  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item {...field('bankName')} label={label('bankName')}>
          <Select
            placeholder={t('member.register.placeholders.select')}
            loading={banks.isPending}
            options={(banks.data ?? []).map((row) => ({ value: row.bankName, label: row.bankName }))}
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            onChange={(value: string | undefined) => chooseBank(value)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item {...field('openBankName')} label={label('openBankName')}>
          {hasDefault || !bank ? (
            <Input readOnly placeholder={t('member.register.bank.chooseBankFirst')} />
          ) : (
            <Select
              placeholder={t('validation.branchKeywordRequired')}
              showSearch={{
                filterOption: false,
                searchValue: typed,
                onSearch: setTyped,
              }}
              onChange={(value: string | undefined) => chooseBranch(value)}
              options={(branches.data ?? []).map((row) => ({ value: row.branchName, label: row.branchName }))}
              notFoundContent={notFound}
              loading={branches.isFetching}
              allowClear
              maxLength={BRANCH_KEYWORD_MAX}
            />
          )}
        </Form.Item>
      </Col>
      <Form.Item {...field('openBankCode')} hidden>
        <Input />
      </Form.Item>
      <Col xs={24} md={12}>
        <Form.Item {...field('openBankAccount')} label={label('openBankAccount')}>
          <Input
            maxLength={MEMBER_LIMITS.bankAccount}
            placeholder={t('member.register.placeholders.input')}
          />
        </Form.Item>
      </Col>
    </>
  );
}
