import { useState } from 'react';
import { Button, Card, Form, Input, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MEMBER_LIMITS } from '@scf/shared/schemas/member';
import { REAL_NAME_LIMITS, realNameQrForm } from '@scf/shared/schemas/real-name';
import { zodRule } from '@/lib/form';
import { useQrInfo } from '../api/get-qr-info';
import { useVerifyRealNameQr } from '../api/verify-real-name-qr';
import { isTokenRefusal, refusalOf } from '../lib/refusal';
import { formatRemaining, useNow } from '../lib/use-now';
import styles from '../realname.module.css';

interface ScanFormValues {
  realName: string;
  certNo: string;
}

const FORM_FIELDS = ['realName', 'certNo'] as const;

/**
 * The phone page a real-name QR code opens (public: the phone is not signed in). The link's token
 * says whose verification it is; the person enters name and ID number and the desktop page, which
 * polls, turns to done by itself.
 */
export function ScanPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const info = useQrInfo(token);
  const verifying = useVerifyRealNameQr();
  const [form] = Form.useForm<ScanFormValues>();
  const [linkRefusal, setLinkRefusal] = useState<string | null>(null);
  const now = useNow(info.data !== undefined && !verifying.isSuccess);

  const submit = async () => {
    const values = await form.validateFields([...FORM_FIELDS]);
    verifying.mutate(
      { ...values, token },
      {
        onError: (error) => {
          const refusal = refusalOf(error, FORM_FIELDS, t);
          if (isTokenRefusal(error)) setLinkRefusal(refusal.text);
          else if (refusal.field)
            form.setFields([{ name: refusal.field as keyof ScanFormValues, errors: [refusal.text] }]);
          else setLinkRefusal(refusal.text);
        },
      },
    );
  };

  const body = () => {
    if (token === '') return <Result status="warning" title={t('member.realname.scan.noToken')} />;
    if (verifying.isSuccess) {
      return (
        <Result
          status="success"
          title={t('member.realname.scan.doneTitle')}
          subTitle={`${verifying.data.realName} ${verifying.data.certNo}`}
          extra={<Typography.Text type="secondary">{t('member.realname.scan.doneHint')}</Typography.Text>}
        />
      );
    }
    if (info.isPending) return <Spin description={t('member.realname.scan.checking')} />;
    if (info.isError || linkRefusal) {
      const text = linkRefusal ?? refusalOf(info.error, [], t).text;
      return <Result status="error" title={text} />;
    }
    const remaining = Date.parse(info.data.expiresAt) - now;
    return (
      <>
        <Typography.Paragraph>
          {t('member.realname.scan.forAccount', { account: info.data.account, name: info.data.name })}
        </Typography.Paragraph>
        <Typography.Text type={remaining > 0 ? 'secondary' : 'danger'} role="timer">
          {remaining > 0
            ? t('member.realname.scan.expiresIn', { time: formatRemaining(remaining) })
            : t('member.realname.errors.qrExpired')}
        </Typography.Text>
        <Form
          form={form}
          name="real-name-scan"
          layout="vertical"
          className={styles.scanForm}
          onFinish={() => void submit().catch(() => undefined)}
        >
          <Form.Item
            name="realName"
            label={t('member.realname.form.realName')}
            required
            rules={[zodRule(realNameQrForm.shape.realName, t)]}
          >
            <Input
              size="large"
              maxLength={REAL_NAME_LIMITS.nameMax}
              autoComplete="name"
              placeholder={t('member.realname.form.realNamePlaceholder')}
            />
          </Form.Item>
          <Form.Item
            name="certNo"
            label={t('member.realname.form.certNo')}
            required
            rules={[zodRule(realNameQrForm.shape.certNo, t)]}
          >
            <Input
              size="large"
              maxLength={MEMBER_LIMITS.idCard}
              autoComplete="off"
              placeholder={t('member.realname.form.certNoPlaceholder')}
            />
          </Form.Item>
          <Button type="primary" size="large" htmlType="submit" block loading={verifying.isPending}>
            {t('member.realname.scan.submit')}
          </Button>
        </Form>
      </>
    );
  };

  return (
    <div className={styles.scan}>
      <Card title={t('member.realname.scan.title')}>{body()}</Card>
    </div>
  );
}
