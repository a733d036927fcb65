import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@scf/shared/schemas/fields';
import { MEMBER_LIMITS } from '@scf/shared/schemas/member';
import { REAL_NAME_LIMITS, realNameForm } from '@scf/shared/schemas/real-name';
import type { RealNameStatus } from '@scf/shared/schemas/real-name';
import { resendWaitOf, useCountdown, zodRule } from '@/lib/form';
import { ImageCode } from '@/shell/personal/image-code';
import { useFeedback } from '@/lib/feedback';
import { useRealNameImageCode, useSendRealNameCode } from '../api/send-real-name-code';
import { useVerifyRealName } from '../api/verify-real-name';
import { refusalOf } from '../lib/refusal';
import styles from '../realname.module.css';

interface OnlineFormValues {
  realName: string;
  certNo: string;
  imageCode: string;
  smsCode: string;
}

const VERIFY_FIELDS = ['realName', 'certNo', 'smsCode'] as const;

/**
 * 在线认证: name and ID number, proven by an SMS code to the account's own mobile, which the image
 * code guards as in the shell's SMS forms (60 s countdown, a new picture after each send).
 */
export function OnlineForm({
  status,
  onVerified,
}: {
  status: RealNameStatus;
  onVerified: (status: RealNameStatus) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<OnlineFormValues>();
  const countdown = useCountdown();
  const checkCode = useRealNameImageCode(status.mobile !== null);
  const sending = useSendRealNameCode();
  const verifying = useVerifyRealName();

  const newImage = () => {
    form.setFieldValue('imageCode', '');
    void checkCode.refetch();
  };

  const send = async () => {
    const { imageCode } = await form.validateFields(['imageCode']);
    const challenge = checkCode.data;
    if (!challenge) return;
    sending.mutate(
      { reqSessionId: challenge.cc, checkCode: imageCode },
      {
        onSuccess: ({ resendAfterSeconds }) => {
          void message.success(t('member.realname.form.sent'));
          countdown.start(resendAfterSeconds);
          // The challenge is spent; a resend needs a new one.
          newImage();
        },
        onError: (error) => {
          const wait = resendWaitOf(error);
          if (wait) countdown.start(wait);
          // The server spends the challenge before it sends (or refuses to): every failure needs a new one.
          newImage();
        },
      },
    );
  };

  const submit = async () => {
    const values = await form.validateFields([...VERIFY_FIELDS]);
    verifying.mutate(values, {
      onSuccess: onVerified,
      onError: (error) => {
        const refusal = refusalOf(error, VERIFY_FIELDS, t);
        if (refusal.field)
          form.setFields([{ name: refusal.field as keyof OnlineFormValues, errors: [refusal.text] }]);
        else void message.error(refusal.text);
      },
    });
  };

  return (
    <Form form={form} name="real-name-online" layout="vertical" className={styles.form}>
      <Form.Item
        name="realName"
        label={t('member.realname.form.realName')}
        required
        rules={[zodRule(realNameForm.shape.realName, t)]}
      >
        <Input
          maxLength={REAL_NAME_LIMITS.nameMax}
          autoComplete="name"
          placeholder={t('member.realname.form.realNamePlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="certNo"
        label={t('member.realname.form.certNo')}
        required
        rules={[zodRule(realNameForm.shape.certNo, t)]}
      >
        <Input
          maxLength={MEMBER_LIMITS.idCard}
          autoComplete="off"
          placeholder={t('member.realname.form.certNoPlaceholder')}
        />
      </Form.Item>
      {status.mobile === null ? (
        <Alert type="warning" showIcon title={t('member.realname.form.noMobile')} />
      ) : (
        <>
          <Form.Item label={t('member.realname.form.imageCode')} required>
            <div className={styles.codeRow}>
              <Form.Item name="imageCode" noStyle rules={[zodRule(realNameForm.shape.imageCode, t)]}>
                <Input
                  maxLength={LIMITS.graphicCode}
                  autoComplete="off"
                  aria-label={t('member.realname.form.imageCode')}
                />
              </Form.Item>
              <ImageCode code={checkCode.data} loading={checkCode.isFetching} onRefresh={newImage} />
            </div>
          </Form.Item>
          <Form.Item
            label={t('member.realname.form.smsCode')}
            required
            extra={t('member.realname.form.sendTo', { mobile: status.mobile })}
          >
            <div className={styles.codeRow}>
              <Form.Item name="smsCode" noStyle rules={[zodRule(realNameForm.shape.smsCode, t)]}>
                <Input
                  inputMode="numeric"
                  maxLength={LIMITS.smsCode}
                  autoComplete="one-time-code"
                  aria-label={t('member.realname.form.smsCode')}
                />
              </Form.Item>
              <Button
                className={styles.sendButton}
                disabled={countdown.running}
                loading={sending.isPending}
                onClick={() => void send().catch(() => undefined)}
              >
                {countdown.running
                  ? t('member.realname.form.resend', { seconds: countdown.remaining })
                  : t('member.realname.form.send')}
              </Button>
            </div>
          </Form.Item>
          <Form.Item>
            {/* Not a submit button: the image code is spent by then and is not part of the verification. */}
            <Button
              type="primary"
              block
              loading={verifying.isPending}
              onClick={() => void submit().catch(() => undefined)}
            >
              {t('member.realname.form.submit')}
            </Button>
          </Form.Item>
        </>
      )}
    </Form>
  );
}
