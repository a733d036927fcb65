import { Form } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreateLetterRequest } from '@scf/shared/schemas/member-api';
import type { OperatorsValues } from '../lib/form-values';
import { AuthorizationLetter } from './authorization-letter';
import { OperatorsTable } from './operators-table';
import styles from './register.module.css';

export const OPERATORS_FORM = 'register-operators';

/** Step 2: the operators and the authorization letter. */
export function OperatorsStep({
  form,
  active,
  enterprise,
}: {
  form: FormInstance<OperatorsValues>;
  active: boolean;
  enterprise: CreateLetterRequest;
}) {
  const { t } = useTranslation();
  return (
    <Form
      form={form}
      name={OPERATORS_FORM}
      layout="vertical"
      hidden={!active}
      className={styles.stepForm}
      initialValues={{ operatorInfoList: [{ operatorType: 'operating_sup' }] }}
    >
      <h3 className={styles.sectionTitle}>{t('member.register.operators.title')}</h3>
      <OperatorsTable />
      <AuthorizationLetter active={active} enterprise={enterprise} />
    </Form>
  );
}
