import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUTHORIZATION_STATUS_COLORS } from '@scf/shared/schemas/authorization';
import type { AuthorizationViewStatus } from '@scf/shared/schemas/authorization';

/** An authorisation's status as the reader sees it (expired computed by the server). */
export function AuthorizationStatusTag({
  status,
  texts,
}: {
  status: AuthorizationViewStatus;
  texts: string;
}) {
  const { t } = useTranslation();
  return <Tag color={AUTHORIZATION_STATUS_COLORS[status]}>{t(`${texts}.status.${status}`)}</Tag>;
}
