import { Col, Form, Input, Row } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { MEMBER_LIMITS, registrationStep1Form } from '@scf/shared/schemas/member';
import type { UploadedFile } from '@/lib/request/upload-file';
import type { LegalValues } from '../lib/form-values';
import { BankFields } from './bank-fields';
import { fieldProps } from './field-props';
import { FileUpload } from './file-upload';
import type { RegisterDocument } from './use-documents';
import styles from './register.module.css';

export const LEGAL_FORM = 'register-legal';

export interface LegalStepProps {
  form: FormInstance<LegalValues>;
  active: boolean;
  idFront: RegisterDocument;
  idBack: RegisterDocument;
  recognising: boolean;
  onIdFrontUploaded: (file: UploadedFile) => void;
  onIdBackUploaded: (file: UploadedFile) => void;
}

/**
 * Step 1, legal representative and settlement bank: both sides of the ID card (read by recognition
 * into name, ID number and validity, which stay editable), the legal representative's mobile, and
 * the bank account.
 */
export function LegalStep({
  form,
  active,
  idFront,
  idBack,
  recognising,
  onIdFrontUploaded,
  onIdBackUploaded,
}: LegalStepProps) {
  const { t } = useTranslation();
  const field = (name: keyof typeof registrationStep1Form.shape & string) =>
    fieldProps(registrationStep1Form, name, t);
  const label = (name: string) => t(`member.register.fields.${name}`);
  const text = (name: keyof typeof registrationStep1Form.shape & string, max: number) => (
    <Col xs={24} md={12}>
      <Form.Item {...field(name)} label={label(name)}>
        <Input maxLength={max} placeholder={t('member.register.placeholders.input')} />
      </Form.Item>
    </Col>
  );

  return (
    <Form form={form} name={LEGAL_FORM} layout="vertical" hidden={!active} className={styles.stepForm}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            {...field('legalpersonIcFront')}
            label={idFront.label ?? label('legalpersonIcFront')}
            extra={idFront.remark}
          >
            <FileUpload
              accept="image"
              rule={idFront.rule}
              busy={recognising}
              onUploaded={onIdFrontUploaded}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            {...field('legalpersonicback')}
            label={idBack.label ?? label('legalpersonicback')}
            extra={idBack.remark}
          >
            <FileUpload accept="image" rule={idBack.rule} busy={recognising} onUploaded={onIdBackUploaded} />
          </Form.Item>
        </Col>
        {text('legalPerson', MEMBER_LIMITS.personName)}
        {text('legalPersonCertNo', MEMBER_LIMITS.idCard)}
        {text('legalpersonicvalidity', 50)}
        {text('legalPersonMobile', MEMBER_LIMITS.mobile)}
      </Row>
      <h3 className={styles.sectionTitle}>{t('member.register.bank.title')}</h3>
      <Row gutter={16}>
        <BankFields form={form} />
      </Row>
    </Form>
  );
}
