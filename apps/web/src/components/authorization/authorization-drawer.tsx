import type { ReactNode } from 'react';
import { Alert, Button, Descriptions, Drawer, Flex, Grid, Skeleton, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuthorizationDetail } from '@scf/shared/schemas/authorization';
import { AuthorizationStatusTag } from './authorization-status-tag';

const dateTime = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One authorisation: the parties, the scope and dates, the reason, and its history. The enterprise's
 * screen (member subsystem) and the reviewers' (admin subsystem) show it alike, each with its own
 * call and texts (`texts`: the key under which the subsystem keeps them).
 */
export function AuthorizationDrawer({
  id,
  detail,
  texts,
  onClose,
  actions,
}: {
  id: string | null;
  detail: {
    data?: AuthorizationDetail | undefined;
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  texts: string;
  onClose: () => void;
  actions?: (detail: AuthorizationDetail) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const screens = Grid.useBreakpoint();
  const k = (key: string) => t(`${texts}.detail.${key}`);
  const c = (key: string) => t(`${texts}.columns.${key}`);
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
            <AuthorizationStatusTag status={d.viewStatus} texts={texts} />
            {actions?.(d)}
          </Space>
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={c('institution')}>{d.institutionName}</Descriptions.Item>
            <Descriptions.Item label={k('enterprise')}>{d.enterpriseName}</Descriptions.Item>
            <Descriptions.Item label={c('scope')}>{t(`${texts}.scope.${d.scope}`)}</Descriptions.Item>
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
                    <Typography.Text strong>{t(`${texts}.detail.action.${h.action}`)}</Typography.Text>{' '}
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
