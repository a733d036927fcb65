import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGE_SECONDS } from '@scf/shared/constants';
import { apiErrorText } from '@/lib/form/api-error-text';

/**
 * Shows the error of a call made with `{ silent: true }` as the catalogue prescribes for positive
 * codes: an error message for 3 seconds, in the user's language where the code's meaning is fixed.
 */
export function useReportError(): (error: unknown) => void {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useCallback(
    (error: unknown) => {
      void message.error({ content: apiErrorText(error, t), duration: ERROR_MESSAGE_SECONDS });
    },
    [message, t],
  );
}
