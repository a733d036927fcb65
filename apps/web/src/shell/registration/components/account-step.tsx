import { useMemo, useState } from 'react';
import { Button, Checkbox, Form, Input } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { quickRegStep1Form } from '@scf/shared/schemas/account';
import { ACCOUNT_PATTERN, LIMITS, newPassword } from '@scf/shared/schemas/fields';
import { zodFieldRule, zodRule } from '@/lib/form';
import type { Translate } from '@/lib/form';
import { accountExistsQueryOptions } from '@/shell/auth-api/is-account-existed';
import { useRegAgreements } from '@/shell/auth-api/get-reg-agreements';
import { PasswordStrength } from '@/shell/login/components/password-strength';
import { AgreementDialog } from './agreement-dialog';
import styles from './registration.module.css';

/** The form's name, which antd also makes the id of the <form> and the prefix of its field ids. */
export const ACCOUNT_FORM = 'registration-account';

export interface AccountValues {
  userAccount: string;
  companyName: string;
  password: string;
  confirmPassword: string;
  agreement: boolean;
}

/**
 * 用户名已存在, asked when the field loses focus (and again by Next). A failed check lets the form
 * go on: the registration itself refuses a taken account.
 */
function useUniqueAccountRule(t: Translate): FormRule {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      validateTrigger: 'onBlur',
      validator: async (_rule, value: unknown) => {
        const account = typeof value === 'string' ? value.trim() : '';
        if (!ACCOUNT_PATTERN.test(account)) return; // the pattern rule speaks for this value
        const exists = await queryClient.fetchQuery(accountExistsQueryOptions(account)).catch(() => false);
        if (exists) throw new Error(t('validation.accountExists'));
      },
    }),
    [queryClient, t],
  );
}

/** Step 1: account, company name, password with its strength, confirmation, agreement. */
export function AccountStep({
  form,
  active,
  onNext,
}: {
  form: FormInstance<AccountValues>;
  active: boolean;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const password = Form.useWatch('password', form);
  const uniqueAccount = useUniqueAccountRule(t);
  const agreements = useRegAgreements(active);
  const [agreementId, setAgreementId] = useState<string | null>(null);
  const rule = (field: keyof AccountValues) => zodFieldRule(quickRegStep1Form, field, t);

  return (
    <Form form={form} name={ACCOUNT_FORM} layout="vertical" onFinish={onNext} hidden={!active}>
      <Form.Item
        name="userAccount"
        label={t('registration.fields.userAccount')}
        rules={[rule('userAccount'), uniqueAccount]}
        validateTrigger={['onChange', 'onBlur']}
        validateFirst
        required
      >
        <Input
          placeholder={t('registration.fields.userAccountPlaceholder')}
          maxLength={LIMITS.username}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item
        name="companyName"
        label={t('registration.fields.companyName')}
        rules={[rule('companyName')]}
        required
      >
        <Input
          placeholder={t('registration.fields.companyNamePlaceholder')}
          maxLength={LIMITS.companyName}
          autoComplete="organization"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('registration.fields.password')}
        rules={[rule('password'), zodRule(newPassword, t)]}
        validateFirst
        required
        extra={<PasswordStrength value={password} />}
      >
        <Input.Password
          placeholder={t('registration.fields.passwordPlaceholder')}
          maxLength={LIMITS.passwordMax}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('registration.fields.confirmPassword')}
        rules={[rule('confirmPassword')]}
        dependencies={['password']}
        required
      >
        <Input.Password
          placeholder={t('registration.fields.confirmPasswordPlaceholder')}
          maxLength={LIMITS.passwordMax}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item>
        <div className={styles.agreementRow}>
          <Form.Item name="agreement" valuePropName="checked" rules={[rule('agreement')]} noStyle>
            <Checkbox>{t('registration.agreement.accept')}</Checkbox>
          </Form.Item>
          {agreements.data?.map(({ id, articleName }) => (
            <Button key={id} type="link" onClick={() => setAgreementId(id)}>
              《{articleName}》
            </Button>
          ))}
        </div>
      </Form.Item>
      <AgreementDialog id={agreementId} onClose={() => setAgreementId(null)} />
    </Form>
  );
}
