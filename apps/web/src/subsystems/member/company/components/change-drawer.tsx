import { useState } from 'react';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Grid,
  Input,
  Skeleton,
  Space,
  Table,
  Tooltip,
  Typography,
} from 'antd';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@scf/shared/permissions';
import { MEMBER_CHANGE_LIMITS, memberChangeRejectForm } from '@scf/shared/schemas/member-change';
import type { MemberChangeEntry, MemberChangeRow } from '@scf/shared/schemas/member-change';
import { EditDialog, useConfirmAction } from '@/components/admin';
import { apiErrorText, zodFieldRule } from '@/lib/form';
import { usePermission } from '@/lib/permissions';
import { useApproveChange, useChangeDetail, useRejectChange } from '../api/company-api';
import { formatTime } from '../lib/format';
import { HistoryTable } from './history-table';
import { ChangeStatusTag } from './status-tag';
import { useValueLookups } from './use-value-lookups';
import { ValueView } from './value-view';
import styles from '../company.module.css';

/** The decisions on a pending change: approve (asked first) or reject with a reason. */
function Decisions({ change }: { change: MemberChangeRow }) {
  const { t } = useTranslation();
  const allowed = usePermission(PERMISSIONS.member.changeReview);
  const confirm = useConfirmAction();
  const approve = useApproveChange();
  const reject = useRejectChange();
  const [rejecting, setRejecting] = useState(false);
  const r = (key: string, params?: Record<string, string>) => t(`member.company.review.${key}`, params);
  const guarded = (button: React.ReactElement) =>
    allowed ? button : <Tooltip title={r('noPermission')}>{button}</Tooltip>;

  return (
    <>
      <Space wrap>
        {guarded(
          <Button danger disabled={!allowed} onClick={() => setRejecting(true)}>
            {r('reject')}
          </Button>,
        )}
        {guarded(
          <Button
            type="primary"
            disabled={!allowed}
            loading={approve.isPending}
            onClick={() =>
              confirm({
                title: r('approveTitle'),
                content: r('approveContent', { name: change.enterpriseName }),
                done: r('approved'),
                run: () => approve.mutateAsync(change.id),
              })
            }
          >
            {r('approve')}
          </Button>,
        )}
      </Space>
      <EditDialog<{ reason: string }>
        open={rejecting}
        title={r('rejectTitle')}
        okText={r('reject')}
        success={r('rejected')}
        onSubmit={({ reason }) => reject.mutateAsync({ id: change.id, reason })}
        onClose={() => setRejecting(false)}
      >
        <Form.Item
          name="reason"
          label={r('reason')}
          required
          rules={[zodFieldRule(memberChangeRejectForm, 'reason', t)]}
        >
          <Input.TextArea
            rows={4}
            maxLength={MEMBER_CHANGE_LIMITS.reason}
            showCount
            placeholder={r('reasonPlaceholder')}
          />
        </Form.Item>
      </EditDialog>
    </>
  );
}

/**
 * One change for the back office: the enterprise, who asked when, each field before → after, how it
 * was decided, the enterprise's other changes, and the decisions while it is pending.
 */
export function ChangeDrawer({
  id,
  onClose,
  onEnterprise,
}: {
  id: number | null;
  onClose: () => void;
  /** Shows all of the enterprise's changes in the list. */
  onEnterprise: (usccCode: string) => void;
}) {
  const { t } = useTranslation();
  const phone = Grid.useBreakpoint().md === false;
  const detail = useChangeDetail(id);
  const lookups = useValueLookups();
  const data = detail.data;
  const r = (key: string, params?: Record<string, string | number>) =>
    t(`member.company.review.${key}`, params);
  const h = (key: string) => t(`member.company.history.${key}`);

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={phone ? '100%' : 880}
      destroyOnHidden
      title={
        data ? (
          <Space wrap size={8}>
            <span>{data.change.enterpriseName}</span>
            <ChangeStatusTag status={data.change.status} />
          </Space>
        ) : (
          r('detailTitle')
        )
      }
      footer={data?.change.status === 'pending' ? <Decisions change={data.change} /> : null}
    >
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : detail.isError ? (
        <Alert
          type="error"
          showIcon
          title={r('loadFailed')}
          description={apiErrorText(detail.error, t)}
          action={<Button onClick={() => void detail.refetch()}>{t('member.company.info.retry')}</Button>}
        />
      ) : (
        <>
          <Descriptions
            className={styles.section}
            title={r('summary')}
            bordered
            size="small"
            column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
            classNames={{ label: styles.label }}
            items={[
              { key: 'enterprise', label: r('enterprise'), children: detail.data.change.enterpriseName },
              { key: 'uscc', label: r('usccCode'), children: detail.data.change.usccCode },
              { key: 'by', label: h('requestedBy'), children: detail.data.change.requestedByName ?? '—' },
              { key: 'at', label: h('createdAt'), children: formatTime(detail.data.change.createdAt) },
              {
                key: 'status',
                label: h('status'),
                children: <ChangeStatusTag status={detail.data.change.status} />,
              },
              { key: 'reviewer', label: h('reviewer'), children: detail.data.change.reviewerName ?? '—' },
              { key: 'decidedAt', label: h('decidedAt'), children: formatTime(detail.data.change.decidedAt) },
              { key: 'reason', label: h('reason'), children: detail.data.change.reason ?? '—' },
            ]}
          />
          <section className={styles.section} aria-labelledby="change-fields">
            <h3 id="change-fields" className={styles.groupTitle}>
              {r('changes')}
            </h3>
            <Table<MemberChangeEntry>
              rowKey="field"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={detail.data.change.changes}
              columns={[
                { key: 'field', title: r('field'), render: (_, c) => t(`member.company.fields.${c.field}`) },
                {
                  key: 'from',
                  title: r('from'),
                  render: (_, c) => <ValueView field={c.field} value={c.from} lookups={lookups} />,
                },
                {
                  key: 'to',
                  title: r('to'),
                  render: (_, c) => (
                    <Typography.Text strong>
                      <ValueView field={c.field} value={c.to} lookups={lookups} />
                    </Typography.Text>
                  ),
                },
              ]}
            />
          </section>
          <section className={styles.section} aria-labelledby="change-history">
            <h3 id="change-history" className={styles.groupTitle}>
              {r('enterpriseHistory')}
            </h3>
            <HistoryTable rows={detail.data.history} loading={false} showReviewer />
            {detail.data.historyTotal > detail.data.history.length ? (
              <Button type="link" onClick={() => onEnterprise(detail.data.change.usccCode)}>
                {r('historyMore', { total: detail.data.historyTotal })}
              </Button>
            ) : null}
          </section>
        </>
      )}
    </Drawer>
  );
}
