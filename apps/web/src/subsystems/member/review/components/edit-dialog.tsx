import { Alert, Col, Form, Input, Modal, Radio, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_LIMITS } from '@scf/shared/schemas/member';
import { reviewEditFields } from '@scf/shared/schemas/member-review';
import type { ReviewDetail, ReviewEditFields } from '@scf/shared/schemas/member-review';
import { apiErrorText, isRequired, zodFieldRule } from '@/lib/form';
import { useBankList, useIndustryGroups } from '../api/get-edit-options';

interface EditDialogProps {
  open: boolean;
  detail: ReviewDetail;
  pending: boolean;
  error: unknown;
  onSubmit: (values: ReviewEditFields) => void;
  onClose: () => void;
}

type Field = keyof ReviewEditFields & string;

/** The edit form's values: every editable field of the registration. */
const valuesOf = (d: ReviewDetail): ReviewEditFields => ({
  enterpriseName: d.enterpriseName,
  businessAddr: d.businessAddr,
  address: d.address,
  addressCodeList: d.addressCodeList,
  contactName: d.contactName,
  contactMobile: d.contactMobile,
  contactEmail: d.contactEmail ?? '',
  fax: d.fax ?? '',
  companyScale: d.companyScale,
  isGreenEnterprise: d.isGreenEnterprise,
  industryCode: d.industryCode,
  isAgricultural: d.isAgricultural,
  legalPersonMobile: d.legalPersonMobile,
  bankName: d.bankName,
  openBankName: d.openBankName,
  openBankCode: d.openBankCode,
  openBankAccount: d.openBankAccount,
});

/**
 * An operator's corrections of a pending registration, with the wizard's rules (the shared schema).
 * The region codes travel unchanged: the address text is what an operator corrects.
 */
export function EditDialog({ open, detail, pending, error, onSubmit, onClose }: EditDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReviewEditFields>();
  const industries = useIndustryGroups(open);
  const banks = useBankList(open);
  const label = (field: Field) => t(`member.review.fields.${field}`);
  const item = (field: Field, control: ReactNode, wide = false) => (
    <Col xs={24} md={wide ? 24 : 12}>
      <Form.Item
        name={field}
        label={label(field)}
        required={isRequired(reviewEditFields.shape[field])}
        rules={[zodFieldRule(reviewEditFields, field, t)]}
      >
        {control}
      </Form.Item>
    </Col>
  );
  const yesNo = (
    <Radio.Group
      options={[
        { value: '1', label: t('member.review.yes') },
        { value: '0', label: t('member.review.no') },
      ]}
    />
  );
  const pickBank = (bankName: string) => {
    const bank = banks.data?.find((b) => b.bankName === bankName);
    form.setFieldsValue({
      openBankCode: bank?.defaultBranchNo ?? '',
      openBankName: bank?.defaultBranchName ?? '',
    });
  };

  return (
    <Modal
      open={open}
      width={760}
      title={t('member.review.edit.title')}
      okText={t('member.review.actions.save')}
      cancelText={t('member.review.actions.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('member.review.edit.note')} style={{ marginBottom: 16 }} />
      <Form
        form={form}
        name="review-edit"
        layout="vertical"
        preserve={false}
        initialValues={valuesOf(detail)}
        onFinish={(values) => onSubmit({ ...values, addressCodeList: detail.addressCodeList })}
      >
        <Row gutter={16}>
          {item('enterpriseName', <Input maxLength={MEMBER_LIMITS.enterpriseName} />, true)}
          {item('businessAddr', <Input maxLength={MEMBER_LIMITS.address} />, true)}
          {item('address', <Input maxLength={MEMBER_LIMITS.address} />, true)}
          {item('contactName', <Input maxLength={MEMBER_LIMITS.personName} />)}
          {item('contactMobile', <Input maxLength={MEMBER_LIMITS.mobile} inputMode="tel" />)}
          {item('contactEmail', <Input maxLength={MEMBER_LIMITS.email} inputMode="email" />)}
          {item('fax', <Input maxLength={20} />)}
          {item(
            'companyScale',
            <Select
              options={(['0', '1', '2'] as const).map((value) => ({
                value,
                label: t(`member.review.scale.${value}`),
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
          {item('legalPersonMobile', <Input maxLength={MEMBER_LIMITS.mobile} inputMode="tel" />)}
          {item(
            'bankName',
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={banks.isPending}
              onChange={pickBank}
              options={(banks.data ?? []).map((bank) => ({ value: bank.bankName, label: bank.bankName }))}
            />,
          )}
          {item('openBankName', <Input maxLength={MEMBER_LIMITS.openBankName} />)}
          {item('openBankCode', <Input maxLength={32} inputMode="numeric" />)}
          {item('openBankAccount', <Input maxLength={MEMBER_LIMITS.bankAccount} inputMode="numeric" />)}
        </Row>
      </Form>
      {error ? <Alert type="error" showIcon title={apiErrorText(error, t)} /> : null}
    </Modal>
  );
}
