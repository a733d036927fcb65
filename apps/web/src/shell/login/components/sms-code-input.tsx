import { Button } from 'antd';
import { Input } from '@/components/light-input';
import type { InputProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@scf/shared/schemas/limits';
import styles from './code-inputs.module.css';

interface SmsCodeInputProps extends Omit<InputProps, 'maxLength'> {
  /** Seconds until another SMS may be requested; 0 when the button is available. */
  remaining: number;
  sending: boolean;
  onSend: () => void;
}

/** The SMS-code field with its send button, disabled with the countdown after a send. */
export function SmsCodeInput({ remaining, sending, onSend, ...input }: SmsCodeInputProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.codeRow}>
      <Input {...input} maxLength={LIMITS.smsCode} autoComplete="one-time-code" inputMode="numeric" />
      <Button className={styles.sendButton} onClick={onSend} loading={sending} disabled={remaining > 0}>
        {remaining > 0 ? t('login.code.resendIn', { seconds: remaining }) : t('login.code.send')}
      </Button>
    </div>
  );
}
