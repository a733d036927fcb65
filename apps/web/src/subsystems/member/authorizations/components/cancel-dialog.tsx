import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUTHORIZATION_LIMITS, authorizationCancelRequest } from '@scf/shared/schemas/authorization';
import type { AuthorizationRow } from '@scf/shared/schemas/authorization';
import { EditDialog } from '@/components/admin';
import { zodFieldRule } from '@/lib/form';
import { useCancelAuthorization } from '../api/authorization-api';

/** The reason for cancelling, asked once the enterprise has confirmed it wants to cancel. */
export function CancelDialog({ target, onClose }: { target: AuthorizationRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelAuthorization();
  const k = (key: string, params?: Record<string, string>) =>
    t(`member.memberAuthorization.cancel.${key}`, params);
  return (
    <EditDialog<{ reason: string }>
      open={target !== null}
      title={k('title', { institution: target?.institutionName ?? '' })}
      okText={k('ok')}
      success={k('done')}
      width={520}
      onClose={onClose}
      onSubmit={(values) => cancel.mutateAsync({ id: target?.id ?? '', reason: values.reason })}
    >
      <Alert type="warning" showIcon title={k('warning')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="reason"
        label={k('reason')}
        required
        rules={[zodFieldRule(authorizationCancelRequest, 'reason', t)]}
      >
        <Input.TextArea rows={3} maxLength={AUTHORIZATION_LIMITS.reason} showCount />
      </Form.Item>
    </EditDialog>
  );
}
