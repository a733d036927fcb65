import { useState } from 'react';
import { Form, Input, Select } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { BRANCH_KEYWORD_MAX } from '@scf/shared/schemas/member-api';
import { MEMBER_LIMITS } from '@scf/shared/schemas/member';
import type { MemberChangeCurrentValues } from '@scf/shared/schemas/member-change';
import { BRANCH_SEARCH_DEBOUNCE_MS, branchKeyword, useDebouncedValue } from '@/lib/form';
import { useBankList } from '@/lib/reference';
import { useBankBranches } from '../../register/api/query-bank-no';
import type { FieldItem } from './field-item';

/**
 * The settlement account as the registration asks for it (business.md sections 4 and 5): a bank of
 * the fixed list; a bank with a default branch fills the branch, any other offers a branch search by
 * keyword (trimmed, at most 60 characters, sent 1 s after the last key).
 */
export function BankFields({
  form,
  item,
  disabled,
}: {
  form: FormInstance<MemberChangeCurrentValues>;
  item: FieldItem;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const banks = useBankList();
  const bankName = Form.useWatch('bankName', form);
  const bank = banks.data?.find((row) => row.bankName === bankName);
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(branchKeyword(typed), BRANCH_SEARCH_DEBOUNCE_MS);
  const branches = useBankBranches(bank?.bankCode, keyword);
  const hasDefault = Boolean(bank?.defaultBranchNo && bank.defaultBranchName);

  const chooseBank = (name: string) => {
    const chosen = banks.data?.find((row) => row.bankName === name);
    setTyped('');
    form.setFieldsValue({
      openBankName: chosen?.defaultBranchName ?? '',
      openBankCode: chosen?.defaultBranchNo ?? '',
    });
  };
  // The branch's name is the field's value (what the user reads); its number goes along.
  const chooseBranch = (name: string) => {
    const row = branches.data?.find((branch) => branch.branchName === name);
    form.setFieldsValue({ openBankCode: row?.branchCode ?? '' });
  };

  let notFound: string | null = null;
  if (keyword === null) notFound = t('member.company.edit.branchSearch');
  else if (branches.isFetching) notFound = t('member.company.edit.searching');
  else if (branches.data?.length === 0) notFound = t('member.company.edit.noBranch');

  return (
    <>
      {item(
        'bankName',
        <Select
          placeholder={t('member.company.edit.select')}
          loading={banks.isPending}
          options={(banks.data ?? []).map((row) => ({ value: row.bankName, label: row.bankName }))}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={chooseBank}
          disabled={disabled}
        />,
      )}
      {item(
        'openBankName',
        hasDefault || !bank ? (
          <Input readOnly disabled={disabled} placeholder={t('member.company.edit.chooseBankFirst')} />
        ) : (
          <Select
            placeholder={t('member.company.edit.branchSearch')}
            showSearch={{ filterOption: false, searchValue: typed, onSearch: setTyped }}
            onChange={chooseBranch}
            options={(branches.data ?? []).map((row) => ({ value: row.branchName, label: row.branchName }))}
            notFoundContent={notFound}
            loading={branches.isFetching}
            maxLength={BRANCH_KEYWORD_MAX}
            disabled={disabled}
          />
        ),
      )}
      {item('openBankCode', <Input readOnly disabled={disabled} />)}
      {item(
        'openBankAccount',
        <Input maxLength={MEMBER_LIMITS.bankAccount} inputMode="numeric" disabled={disabled} />,
      )}
    </>
  );
}
