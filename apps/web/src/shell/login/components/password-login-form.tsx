import { useState } from 'react';
import { Button, Form } from 'antd';
import { Input, Password } from '@/components/light-input';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@scf/shared/errors';
import { LIMITS } from '@scf/shared/schemas/limits';
import { useRuntimeConfig } from '@/lib/config';
import { errorCode } from '@/lib/form/api-error-text';
import { ApiError } from '@/lib/request';
import { useCheckCode } from '@/shell/auth-api/get-check-code';
import { useTenants } from '@/shell/auth-api/get-tenant-list';
import { useLogin } from '@/shell/auth-api/login';
import { useNeedsCheckCode } from '@/shell/auth-api/login-has-validate-code';
import { useCompleteSignIn } from '../after-sign-in';
import { useReportError } from '../use-report-error';
import { CheckCodeInput } from './check-code-input';
import { loginRule } from '../login-rules';
import { TenantSelect } from './tenant-select';

interface PasswordLoginValues {
  tenantId?: string;
  username: string;
  password: string;
  checkcode?: string;
}

/** A refusal says whether the next try needs the image code (2004, and 2001 after the third failure). */
const demandsCheckCode = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === ERROR_CODES.CHECK_CODE_REQUIRED ||
    (error.data as { needCheckCode?: unknown } | null)?.needCheckCode === true);

/**
 * Password mode: user name, password, the image code when the server asks for it (its answer to
 * /loginHasValidateCode, or a refusal that says so), and the tenant in tenant mode.
 */
export function PasswordLoginForm() {
  const { t } = useTranslation();
  const { flags } = useRuntimeConfig();
  const [form] = Form.useForm<PasswordLoginValues>();
  const reportError = useReportError();
  const completeSignIn = useCompleteSignIn();
  const login = useLogin(completeSignIn);

  // The server counts failures per account, so it is asked again whenever the user name changes.
  const [checkedName, setCheckedName] = useState('');
  const needsCheckCode = useNeedsCheckCode(checkedName);
  const [demanded, setDemanded] = useState(false);
  const showCheckCode = demanded || needsCheckCode.data === true;
  const checkCode = useCheckCode('login', LIMITS.checkcodePassword, showCheckCode);
  const tenants = useTenants(flags.isTenantMode);

  const refreshCheckCode = () => {
    form.setFieldValue('checkcode', '');
    void checkCode.refetch();
  };

  const submit = async ({ tenantId, username, password, checkcode }: PasswordLoginValues) => {
    try {
      await login.mutateAsync({
        loginType: 'password',
        username,
        password,
        tenant: tenants.data?.find((tenant) => tenant.tenantId === tenantId),
        checkcode: showCheckCode ? checkcode : undefined,
        cc: checkCode.data?.cc,
      });
    } catch (error) {
      const code = errorCode(error);
      // A challenge is answered once: after any failure a shown image code needs a new picture.
      if (showCheckCode) refreshCheckCode();
      if (demandsCheckCode(error)) setDemanded(true);
      if (code === ERROR_CODES.LOGIN_FAILED) form.setFieldValue('password', '');
      if (code === ERROR_CODES.GRAPHIC_CODE_WRONG) {
        form.setFields([{ name: 'checkcode', errors: [t('errors.graphicCodeWrong')] }]);
        return;
      }
      reportError(error);
    }
  };

  return (
    <Form
      form={form}
      name="login-password"
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      size="large"
    >
      {flags.isTenantMode && (
        <Form.Item
          name="tenantId"
          label={t('login.fields.tenant')}
          rules={[loginRule((s) => s.tenantChoice, t)]}
        >
          <TenantSelect tenants={tenants} />
        </Form.Item>
      )}
      <Form.Item
        name="username"
        label={t('login.fields.username')}
        rules={[loginRule((s) => s.passwordLoginForm.shape.username, t)]}
      >
        <Input
          placeholder={t('login.fields.usernamePlaceholder')}
          maxLength={LIMITS.username}
          autoComplete="username"
          onBlur={(event) => setCheckedName(event.target.value.trim())}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.fields.password')}
        rules={[loginRule((s) => s.passwordLoginForm.shape.password, t)]}
      >
        <Password placeholder={t('login.fields.passwordPlaceholder')} autoComplete="current-password" />
      </Form.Item>
      {showCheckCode && (
        <Form.Item
          name="checkcode"
          label={t('login.fields.checkcode')}
          // Optional in the request; once the field is shown it must be filled in.
          rules={[loginRule((s) => s.passwordLoginForm.shape.checkcode.unwrap(), t)]}
        >
          <CheckCodeInput
            length={LIMITS.checkcodePassword}
            image={checkCode.data?.img}
            loading={checkCode.isFetching}
            onRefresh={refreshCheckCode}
            placeholder={t('login.fields.checkcodePlaceholder')}
          />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
