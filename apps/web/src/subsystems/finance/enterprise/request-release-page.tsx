import { useEffect } from 'react';
import { Button, Card, Checkbox, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SESSION_KEYS } from '@scf/shared/constants';
import { demandPublishRequest } from '@scf/shared/schemas/financing';
import type { DemandPublishRequest } from '@scf/shared/schemas/financing';
import { PERMISSIONS } from '@scf/shared/permissions';
import { apiErrorText, zodFieldRule } from '@/lib/form';
import { paths } from '@/lib/paths';
import { usePermission } from '@/lib/permissions';
import { post } from '@/lib/request';
import { useFeedback } from '@/lib/feedback';
import { useGuarantTypes } from '../common/api/financing-api';

interface Values {
  financeAmount?: string;
  financePeriod?: string;
  guarantTypeList?: string[];
  financePurpose?: string;
}

/**
 * /request/requestRelease: the enterprise publishes a financing need to every institution's grab
 * hall. A user not yet verified is asked to verify first (business.md section 4).
 */
export function RequestReleasePage() {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const guarants = useGuarantTypes();
  const canPublish = usePermission(PERMISSIONS.request.add);
  const toVerified = sessionStorage.getItem(SESSION_KEYS.userAgentRawRoleCode) === 'toVerified';
  const rule = (field: keyof DemandPublishRequest) => zodFieldRule(demandPublishRequest, field, t);

  useEffect(() => {
    if (!toVerified) return;
    modal.confirm({
      title: t('finance.enterprise.release.realNameTitle'),
      content: t('finance.enterprise.release.realNamePrompt'),
      okText: t('finance.common.confirm'),
      cancelText: t('finance.common.cancel'),
      onOk: () => void navigate(paths.realName),
    });
  }, [toVerified, modal, navigate, t]);

  const publish = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const reply = await post<{ applyCode: string }>('/api/financing/demand/publish', values, {
        silent: true,
      });
      void message.success(t('finance.enterprise.release.done'));
      void navigate(`${paths.requestDetail}?code=${encodeURIComponent(reply.applyCode)}`);
    } catch (error) {
      void message.error(apiErrorText(error, t));
    }
  };

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('finance.enterprise.release.title')}
        </Typography.Title>
      }
    >
      <Form form={form} layout="vertical" style={{ maxWidth: 640 }} disabled={!canPublish || toVerified}>
        <Form.Item
          name="financeAmount"
          label={t('finance.enterprise.release.amount')}
          required
          rules={[rule('financeAmount')]}
        >
          <Input inputMode="decimal" maxLength={8} suffix={t('finance.enterprise.release.wan')} />
        </Form.Item>
        <Form.Item
          name="financePeriod"
          label={t('finance.enterprise.release.period')}
          required
          rules={[rule('financePeriod')]}
        >
          <Input inputMode="numeric" maxLength={3} suffix={t('finance.enterprise.release.months')} />
        </Form.Item>
        <Form.Item
          name="guarantTypeList"
          label={t('finance.common.fields.guarantTypes')}
          required
          rules={[rule('guarantTypeList')]}
        >
          <Checkbox.Group
            options={(guarants.data?.rows ?? []).map((g) => ({ value: g.value, label: g.desc }))}
          />
        </Form.Item>
        <Form.Item
          name="financePurpose"
          label={t('finance.common.fields.purpose')}
          rules={[rule('financePurpose')]}
        >
          <Input.TextArea rows={3} maxLength={100} showCount />
        </Form.Item>
        <Space>
          <Button type="primary" onClick={() => void publish()}>
            {t('finance.common.action.publish')}
          </Button>
          <Button onClick={() => void navigate(paths.requestDetail)}>
            {t('finance.enterprise.release.myRequests')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
