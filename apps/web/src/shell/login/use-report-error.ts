import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGE_SECONDS } from '@scf/shared/constants';
import { apiErrorText } from '@/lib/form/api-error-text';
import { useFeedback } from '@/lib/feedback';

/**
 * Shows the error of a call made with `{ silent: true }` as the catalogue prescribes for positive
 * codes: an error message for 3 seconds, in the user's language where the code's meaning is fixed.
 */
export function useReportError(): (error: unknown) => void {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return useCallback(
    (error: unknown) => {
      void message.error({ content: apiErrorText(error, t), duration: ERROR_MESSAGE_SECONDS });
    },
    [message, t],
  );
}
