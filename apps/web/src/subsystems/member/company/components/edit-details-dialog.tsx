import { Alert, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { MEMBER_LIMITS } from '@scf/shared/schemas/member';
import { needsReview } from '@scf/shared/schemas/member-change';
import type {
  MemberChangeCurrent,
  MemberChangeCurrentValues,
  MemberChangeField,
} from '@scf/shared/schemas/member-change';
import { EditDialog } from '@/components/admin';
import { useIndustryGroups } from '../../register/api/get-industry-group';
import { useSaveChange } from '../api/company-api';
import { changedValues } from '../lib/changes';
import { BankFields } from './bank-fields';
import { DocumentField } from './document-field';
import { fieldItem } from './field-item';
import { RegionField } from './region-field';
import styles from '../company.module.css';

const COMPANY_SCALES = ['0', '1', '2'] as const;

/**
 * The enterprise's edit form: the registration's fields with its rules, grouped as the wizard groups
 * them; the fields needing review are marked, and locked while a change waits for review. Saving
 * sends only the fields that changed.
 */
export function EditDetailsDialog({
  open,
  details,
  onClose,
}: {
  open: boolean;
  details: MemberChangeCurrent;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveChange();
  const industries = useIndustryGroups();
  const locked = details.pending !== null;
  const item = fieldItem(t);
  const lockable = (field: MemberChangeField) => locked && needsReview(field);
  const text = (field: MemberChangeField, max: number, wide = false) =>
    item(field, <Input maxLength={max} disabled={lockable(field)} />, wide);
  const yesNo = (
    <Radio.Group
      options={[
        { value: '1', label: t('member.company.yes') },
        { value: '0', label: t('member.company.no') },
      ]}
    />
  );
  const title = (key: 'enterprise' | 'legal' | 'bank') => (
    <h3 className={styles.groupTitle}>{t(`member.company.groups.${key}`)}</h3>
  );

  return (
    <EditDialog<MemberChangeCurrentValues>
      open={open}
      title={t('member.company.edit.title')}
      initialValues={details.values}
      width={880}
      okText={t('member.company.edit.save')}
      success={t('member.company.edit.success')}
      onSubmit={(values) => save.mutateAsync(changedValues(details.values, values))}
      onClose={onClose}
    >
      {(form) => (
        <>
          <Alert
            type={locked ? 'warning' : 'info'}
            showIcon
            title={locked ? t('member.company.edit.pendingNote') : t('member.company.edit.note')}
            style={{ marginBottom: 16 }}
          />
          {title('enterprise')}
          <Row gutter={16}>
            {text('enterpriseName', MEMBER_LIMITS.enterpriseName, true)}
            {text('legalRepr', MEMBER_LIMITS.legalRepr)}
            {text('validityTerm', 50)}
            {text('businessAddr', MEMBER_LIMITS.address, true)}
            {item('addressCodeList', <RegionField />)}
            {text('address', MEMBER_LIMITS.address)}
            {text('contactName', MEMBER_LIMITS.personName)}
            {text('contactMobile', MEMBER_LIMITS.mobile)}
            {text('contactEmail', MEMBER_LIMITS.email)}
            {text('fax', 20)}
            {item(
              'companyScale',
              <Select
                options={COMPANY_SCALES.map((value) => ({
                  value,
                  label: t(`member.company.scale.${value}`),
                }))}
              />,
            )}
            {item(
              'industryCode',
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={industries.isPending}
                options={(industries.data ?? []).map((row) => ({ value: row.value, label: row.desc }))}
              />,
            )}
            {item('isGreenEnterprise', yesNo)}
            {item('isAgricultural', yesNo)}
            {item(
              'taxCertImgUrl',
              <DocumentField disabled={locked} original={details.values.taxCertImgUrl} />,
              true,
            )}
          </Row>
          {title('legal')}
          <Row gutter={16}>
            {text('legalPerson', MEMBER_LIMITS.personName)}
            {text('legalPersonCertNo', MEMBER_LIMITS.idCard)}
            {text('legalpersonicvalidity', 50)}
            {text('legalPersonMobile', MEMBER_LIMITS.mobile)}
            {item(
              'legalpersonIcFront',
              <DocumentField disabled={locked} original={details.values.legalpersonIcFront} />,
            )}
            {item(
              'legalpersonicback',
              <DocumentField disabled={locked} original={details.values.legalpersonicback} />,
            )}
          </Row>
          {title('bank')}
          <Row gutter={16}>
            <BankFields form={form} item={item} disabled={locked} />
          </Row>
        </>
      )}
    </EditDialog>
  );
}
