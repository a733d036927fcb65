import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A part of a page that could not be loaded: says so (and why, when known) and offers a retry. */
export function LoadError({
  message,
  description,
  onRetry,
}: {
  message: string;
  description?: ReactNode;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      description={description}
      action={
        onRetry ? (
          <Button size="small" onClick={onRetry}>
            {t('portal.common.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
