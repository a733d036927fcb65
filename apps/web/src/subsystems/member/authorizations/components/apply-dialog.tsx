import { Form, Input, Select, Typography } from 'antd';
import { DatePicker } from '@/components/date-picker/date-picker';
import dayjs from '@/lib/dates/dayjs';
import { useTranslation } from 'react-i18next';
import { chinaDate } from '@scf/shared/dates';
import {
  AUTHORIZATION_LIMITS,
  AUTHORIZATION_SCOPES,
  authorizationApplyRequest,
  authorizationDateRange,
} from '@scf/shared/schemas/authorization';
import type { AuthorizationApplyRequest } from '@scf/shared/schemas/authorization';
import { EditDialog } from '@/components/admin';
import { isRequired, zodFieldRule } from '@/lib/form';
import { useApplyAuthorization, useAuthorizationOptions } from '../api/authorization-api';

const FORMAT = 'YYYY-MM-DD';

/** The application: an institution of the tenant, the scope, the last day and a remark. */
export function ApplyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const options = useAuthorizationOptions();
  const apply = useApplyAuthorization();
  const k = (key: string, params?: Record<string, string>) =>
    t(`member.memberAuthorization.apply.${key}`, params);
  const field = (name: keyof typeof authorizationApplyRequest.shape) => ({
    name,
    required: isRequired(authorizationApplyRequest.shape[name]),
    rules: [zodFieldRule(authorizationApplyRequest, name, t)],
  });
  const { min, max } = authorizationDateRange(chinaDate());

  return (
    <EditDialog<AuthorizationApplyRequest>
      open={open}
      title={k('title')}
      okText={k('submit')}
      success={k('done')}
      width={560}
      onClose={onClose}
      onSubmit={(values) => apply.mutateAsync(values)}
    >
      <Typography.Paragraph type="secondary">{t('member.memberAuthorization.intro')}</Typography.Paragraph>
      <Form.Item {...field('institutionId')} label={k('institution')}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={options.isPending}
          placeholder={k('institutionPlaceholder')}
          options={(options.data?.institutions ?? []).map((i) => ({ value: i.id, label: i.name }))}
        />
      </Form.Item>
      <Form.Item {...field('scope')} label={k('scope')}>
        <Select
          options={AUTHORIZATION_SCOPES.map((scope) => ({
            value: scope,
            label: t(`member.memberAuthorization.scope.${scope}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        {...field('validUntil')}
        label={k('validUntil')}
        extra={k('validUntilHint', { max })}
        // The form keeps the date as the YYYY-MM-DD text the schema checks.
        getValueProps={(value?: string) => ({ value: value ? dayjs(value) : null })}
        normalize={(day?: dayjs.Dayjs | null) => (day ? day.format(FORMAT) : undefined)}
      >
        <DatePicker
          style={{ width: '100%' }}
          format={FORMAT}
          disabledDate={(day) => {
            const text = day.format(FORMAT);
            return text < min || text > max;
          }}
        />
      </Form.Item>
      <Form.Item {...field('remark')} label={k('remark')}>
        <Input.TextArea
          rows={3}
          maxLength={AUTHORIZATION_LIMITS.remark}
          showCount
          placeholder={k('remarkPlaceholder')}
        />
      </Form.Item>
    </EditDialog>
  );
}
