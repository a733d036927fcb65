import { Col, Form, Input, Radio, Row, Select } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { compInfo, MEMBER_LIMITS } from '@scf/shared/schemas/member';
import { LIMITS } from '@scf/shared/schemas/fields';
import { useIndustryGroups } from '../api/get-industry-group';
import type { UploadedFile } from '@/lib/request/upload-file';
import type { EnterpriseValues } from '../lib/form-values';
import { fieldProps } from './field-props';
import { FileUpload } from './file-upload';
import { RegionField } from './region-field';
import { useInvoiceRule, useMemberStatusRule } from './status-rules';
import type { RegisterDocument } from './use-documents';
import styles from './register.module.css';

export const ENTERPRISE_FORM = 'register-enterprise';

const COMPANY_SCALES = ['0', '1', '2'] as const;
const YES_NO = ['1', '0'] as const;

export interface EnterpriseStepProps {
  form: FormInstance<EnterpriseValues>;
  active: boolean;
  licence: RegisterDocument;
  invoice: RegisterDocument;
  /** White-listed (memberWhiteStatus '1'): the invoice is not asked for. */
  invoiceWaived: boolean;
  invoiceFile: UploadedFile | null;
  recognising: boolean;
  onLicenceUploaded: (file: UploadedFile | null) => void;
  onInvoiceUploaded: (file: UploadedFile | null) => void;
}

/**
 * Step 0, enterprise basic info: the business licence (read by recognition into the fields below
 * it, which stay editable), the office address with its region codes, contact, classification, and
 * the invoice.
 */
export function EnterpriseStep({
  form,
  active,
  licence,
  invoice,
  invoiceWaived,
  invoiceFile,
  recognising,
  onLicenceUploaded,
  onInvoiceUploaded,
}: EnterpriseStepProps) {
  const { t } = useTranslation();
  const industries = useIndustryGroups();
  const statusRule = useMemberStatusRule(t);
  const invoiceRule = useInvoiceRule(t, form, invoiceFile, invoiceWaived);
  const field = (name: keyof typeof compInfo.shape & string) => fieldProps(compInfo, name, t);
  const label = (name: string) => t(`member.register.fields.${name}`);
  const yesNo = YES_NO.map((value) => ({ value, label: t(`member.register.yesNo.${value}`) }));

  const text = (name: keyof typeof compInfo.shape & string, max: number, span: 12 | 24 = 12) => (
    <Col xs={24} md={span}>
      <Form.Item {...field(name)} label={label(name)}>
        <Input maxLength={max} placeholder={t('member.register.placeholders.input')} />
      </Form.Item>
    </Col>
  );

  return (
    <Form form={form} name={ENTERPRISE_FORM} layout="vertical" hidden={!active} className={styles.stepForm}>
      <Form.Item
        {...field('taxCertImgUrl')}
        label={licence.label ?? label('taxCertImgUrl')}
        extra={licence.remark}
      >
        <FileUpload
          accept="image"
          rule={licence.rule}
          busy={recognising}
          onUploaded={onLicenceUploaded}
          onRemoved={() => onLicenceUploaded(null)}
        />
      </Form.Item>
      <Row gutter={16}>
        {text('enterpriseName', MEMBER_LIMITS.enterpriseName)}
        <Col xs={24} md={12}>
          <Form.Item
            {...field('enterpriseInfo')}
            rules={[...field('enterpriseInfo').rules, statusRule]}
            validateTrigger={['onChange', 'onBlur']}
            validateFirst
            label={label('enterpriseInfo')}
          >
            <Input maxLength={MEMBER_LIMITS.uscc} placeholder={t('member.register.placeholders.input')} />
          </Form.Item>
        </Col>
        {text('legalRepr', MEMBER_LIMITS.legalRepr)}
        {text('validityTerm', 50)}
        {text('businessAddr', MEMBER_LIMITS.address, 24)}
        <Col xs={24} md={12}>
          <Form.Item {...field('addressCodeList')} label={label('addressCodeList')}>
            <RegionField />
          </Form.Item>
        </Col>
        {text('address', MEMBER_LIMITS.address)}
        {text('contactName', MEMBER_LIMITS.personName)}
        {text('contactMobile', MEMBER_LIMITS.mobile)}
        {text('contactEmail', LIMITS.email)}
        {text('fax', 20)}
        <Col xs={24} md={12}>
          <Form.Item {...field('companyScale')} label={label('companyScale')}>
            <Select
              placeholder={t('member.register.placeholders.select')}
              options={COMPANY_SCALES.map((value) => ({
                value,
                label: t(`member.register.companyScales.${value}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...field('industryCode')} label={label('industryCode')}>
            <Select
              placeholder={t('member.register.placeholders.select')}
              loading={industries.isPending}
              options={(industries.data ?? []).map((row) => ({ value: row.value, label: row.desc }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...field('isGreenEnterprise')} label={label('isGreenEnterprise')}>
            <Radio.Group options={yesNo} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...field('isAgricultural')} label={label('isAgricultural')}>
            <Radio.Group options={yesNo} />
          </Form.Item>
        </Col>
      </Row>
      {invoiceWaived ? (
        <p className={styles.note}>{t('member.register.invoice.waived')}</p>
      ) : (
        <Form.Item
          name="billUrl"
          label={invoice.label ?? label('billUrl')}
          extra={invoice.remark}
          rules={[invoiceRule]}
          required
        >
          <FileUpload
            accept="pdf"
            rule={invoice.rule}
            onUploaded={onInvoiceUploaded}
            onRemoved={() => onInvoiceUploaded(null)}
          />
        </Form.Item>
      )}
    </Form>
  );
}
