import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A part of the review that could not be loaded: says why and offers a retry. */
export function LoadFailed({
  message,
  description,
  onRetry,
}: {
  message: string;
  description: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      description={description}
      action={
        <Button size="small" onClick={onRetry}>
          {t('member.review.retry')}
        </Button>
      }
    />
  );
}
