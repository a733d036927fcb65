import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUTHORIZATION_LIMITS, authorizationRejectRequest } from '@scf/shared/schemas/authorization';
import type { AuthorizationRow } from '@scf/shared/schemas/authorization';
import { EditDialog } from '@/components/admin';
import { zodFieldRule } from '@/lib/form';
import { useRejectAuthorization } from '../api/authorization-api';

/** Rejecting needs the reason, which the enterprise then reads. */
export function RejectDialog({ target, onClose }: { target: AuthorizationRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectAuthorization();
  const k = (key: string, params?: Record<string, string>) => t(`admin.authorization.reject.${key}`, params);
  return (
    <EditDialog<{ reason: string }>
      open={target !== null}
      title={k('title', { enterprise: target?.enterpriseName ?? '' })}
      okText={k('ok')}
      success={k('done')}
      width={520}
      onClose={onClose}
      onSubmit={(values) => reject.mutateAsync({ id: target?.id ?? '', reason: values.reason })}
    >
      <Alert type="warning" showIcon title={k('warning')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="reason"
        label={k('reason')}
        required
        rules={[zodFieldRule(authorizationRejectRequest, 'reason', t)]}
      >
        <Input.TextArea rows={3} maxLength={AUTHORIZATION_LIMITS.reason} showCount />
      </Form.Item>
    </EditDialog>
  );
}
