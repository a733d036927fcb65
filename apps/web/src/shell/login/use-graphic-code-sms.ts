import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@scf/shared/errors';
import { errorCode, resendWaitOf } from '@/lib/form';
import type { Countdown } from '@/lib/form';
import { useFeedback } from '@/lib/feedback';
import type { GraphicCodeAnswer, GraphicCodeOutcome } from './components/graphic-code-dialog';

/**
 * An SMS sent behind the graphic-code dialog (quick registration and password reset, shell.md
 * section 4). A wrong answer keeps the dialog open for another picture; any other failure closes
 * it, starts the wait the server asks for, and goes to `onFailure`, which moves between the steps
 * as section 8 says.
 */
export function useGraphicCodeSms(
  countdown: Countdown,
  request: (answer: GraphicCodeAnswer) => Promise<{ resendAfterSeconds: number }>,
  onFailure: (error: unknown) => void,
) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [askingCode, setAskingCode] = useState(false);

  const send = async (answer: GraphicCodeAnswer): Promise<GraphicCodeOutcome> => {
    try {
      const { resendAfterSeconds } = await request(answer);
      setAskingCode(false);
      countdown.start(resendAfterSeconds);
      void message.success(t('login.code.sent'));
      return 'sent';
    } catch (error) {
      if (errorCode(error) === ERROR_CODES.GRAPHIC_CODE_WRONG) return 'wrong-code';
      setAskingCode(false);
      const wait = resendWaitOf(error);
      if (wait) countdown.start(wait);
      onFailure(error);
      return 'failed';
    }
  };

  return { askingCode, setAskingCode, send };
}
