import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/form';
import { useFeedback } from '@/lib/feedback';

/**
 * Asks before a move (destructive ones in red), runs it, and says how it went: the one confirmation
 * of administration (issue 7).
 */
export function useConfirmAction() {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  return (options: {
    title: string;
    content: string;
    danger?: boolean;
    done: string;
    run: () => Promise<unknown>;
  }) =>
    modal.confirm({
      title: options.title,
      content: options.content,
      okText: t('app.admin.confirm'),
      cancelText: t('app.admin.cancel'),
      okButtonProps: { danger: options.danger === true },
      onOk: () =>
        options
          .run()
          .then(() => void message.success(options.done))
          .catch((error: unknown) => void message.error(apiErrorText(error, t))),
    });
}
