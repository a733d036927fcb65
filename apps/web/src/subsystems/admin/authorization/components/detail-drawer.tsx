import type { ReactNode } from 'react';
import { Alert, Button, Descriptions, Drawer, Flex, Grid, Skeleton, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuthorizationDetail } from '@scf/shared/schemas/authorization';
import { useAuthorizationDetail } from '../api/authorization-api';
import { AuthorizationStatusTag } from './status-tag';

const dateTime = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

/** One authorisation: the parties, the scope and dates, the reason, and its history. */
export function AuthorizationDrawer({
  id,
  onClose,
  actions,
}: {
  id: string | null;
  onClose: () => void;
  actions?: (detail: AuthorizationDetail) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const screens = Grid.useBreakpoint();
  const detail = useAuthorizationDetail(id);
  const k = (key: string) => t(`admin.authorization.detail.${key}`);
  const c = (key: string) => t(`admin.authorization.columns.${key}`);
  const d = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={k('title')}
      size={screens.md ? 640 : '100%'}
      destroyOnHidden
    >
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.isError || !d ? (
        <Alert
          type="error"
          showIcon
          title={k('loadFailed')}
          description={detail.error?.message}
          action={<Button onClick={() => void detail.refetch()}>{k('retry')}</Button>}
        />
      ) : (
        <Flex vertical gap="large">
          <Space wrap>
            <AuthorizationStatusTag status={d.viewStatus} />
            {actions?.(d)}
          </Space>
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={c('institution')}>{d.institutionName}</Descriptions.Item>
            <Descriptions.Item label={k('enterprise')}>{d.enterpriseName}</Descriptions.Item>
            <Descriptions.Item label={c('scope')}>
              {t(`admin.authorization.scope.${d.scope}`)}
            </Descriptions.Item>
            <Descriptions.Item label={c('validUntil')}>{d.validUntil}</Descriptions.Item>
            <Descriptions.Item label={k('remark')}>{d.remark ?? k('none')}</Descriptions.Item>
            {d.reason ? (
              <Descriptions.Item label={k(d.status === 'rejected' ? 'rejectReason' : 'cancelReason')}>
                {d.reason}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={k('applicant')}>{d.applicantName}</Descriptions.Item>
            <Descriptions.Item label={k('createdAt')}>
              {dateTime(d.createdAt, i18n.language)}
            </Descriptions.Item>
            <Descriptions.Item label={k('auditor')}>{d.auditorName ?? k('none')}</Descriptions.Item>
            <Descriptions.Item label={k('decidedAt')}>
              {d.decidedAt ? dateTime(d.decidedAt, i18n.language) : k('none')}
            </Descriptions.Item>
          </Descriptions>
          <section>
            <Typography.Title level={5}>{k('history')}</Typography.Title>
            <Timeline
              items={d.history.map((h, index) => ({
                key: `${h.at}-${index}`,
                title: dateTime(h.at, i18n.language),
                content: (
                  <>
                    <Typography.Text strong>
                      {t(`admin.authorization.detail.action.${h.action}`)}
                    </Typography.Text>{' '}
                    <Typography.Text type="secondary">{h.actorName ?? ''}</Typography.Text>
                    {h.reason ? (
                      <Typography.Paragraph style={{ margin: 0 }}>{h.reason}</Typography.Paragraph>
                    ) : null}
                  </>
                ),
              }))}
            />
          </section>
        </Flex>
      )}
    </Drawer>
  );
}
