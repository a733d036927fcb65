import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Grid,
  Rate,
  Skeleton,
  Space,
  Table,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import type { FinancingDetail } from '@scf/shared/schemas/financing';
import { useFinancingDetail } from '../api/financing-api';
import { FinancingStatusTag } from './financing-status-tag';
import { WanAmount, YuanAmount } from './money';

const dateTime = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

/** Everything about one request: parties, figures, materials, history, plan and review. */
export function FinancingDetailView({ detail, actions }: { detail: FinancingDetail; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const f = (key: string) => t(`finance.common.fields.${key}`);
  const none = t('finance.common.none');
  return (
    <Flex vertical gap="large">
      <Space wrap>
        <FinancingStatusTag status={detail.status} />
        <Tag>{t(`finance.common.kind.${detail.kind}`)}</Tag>
        {actions}
      </Space>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={f('applyCode')}>{detail.applyCode}</Descriptions.Item>
        <Descriptions.Item label={f('enterprise')}>{detail.userName}</Descriptions.Item>
        <Descriptions.Item label={f('product')}>{detail.productName ?? none}</Descriptions.Item>
        <Descriptions.Item label={f('institution')}>{detail.fundingPartyName ?? none}</Descriptions.Item>
        <Descriptions.Item label={f('amount')}>
          <WanAmount fen={detail.financeAmount} />
        </Descriptions.Item>
        <Descriptions.Item label={f('period')}>
          {t('finance.common.months', { count: detail.financePeriod })}
        </Descriptions.Item>
        <Descriptions.Item label={f('guarantTypes')}>
          {detail.guarantTypeList.map((g) => g.desc).join('、') || none}
        </Descriptions.Item>
        <Descriptions.Item label={f('purpose')}>{detail.financePurpose ?? none}</Descriptions.Item>
        <Descriptions.Item label={f('publishedAt')}>
          {dateTime(detail.gmtPublish, i18n.language)}
        </Descriptions.Item>
        <Descriptions.Item label={f('accountManager')}>{detail.accountManagerName ?? none}</Descriptions.Item>
        {detail.creditAmount !== null ? (
          <>
            <Descriptions.Item label={f('creditAmount')}>
              <YuanAmount fen={detail.creditAmount} />
            </Descriptions.Item>
            <Descriptions.Item label={f('creditRate')}>
              {t('finance.common.percent', { value: detail.creditRate })}
            </Descriptions.Item>
            <Descriptions.Item label={f('creditPeriod')}>
              {t('finance.common.months', { count: detail.creditPeriod })}
            </Descriptions.Item>
            <Descriptions.Item label={f('repayType')}>
              {detail.repayType ? t(`finance.common.repayType.${detail.repayType}`) : none}
            </Descriptions.Item>
          </>
        ) : null}
        {detail.loanAmount !== null ? (
          <>
            <Descriptions.Item label={f('loanAmount')}>
              <YuanAmount fen={detail.loanAmount} />
            </Descriptions.Item>
            <Descriptions.Item label={f('loanDate')}>{detail.loanDate}</Descriptions.Item>
          </>
        ) : null}
        {detail.reason ? <Descriptions.Item label={f('reason')}>{detail.reason}</Descriptions.Item> : null}
      </Descriptions>
      {detail.files.length > 0 ? (
        <section>
          <Typography.Title level={5}>{f('files')}</Typography.Title>
          <ul>
            {detail.files.map((file) => (
              <li key={file.url + file.fileName}>
                <a href={`${file.url}?download=1`}>{file.fileName}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {detail.repayPlans.length > 0 ? (
        <section>
          <Typography.Title level={5}>{f('plans')}</Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 560 }}
            dataSource={detail.repayPlans}
            columns={[
              { title: f('periodNo'), dataIndex: 'periodNo' },
              { title: f('repayDate'), dataIndex: 'repayDate' },
              { title: f('principal'), render: (_, r) => <YuanAmount fen={r.principalAmount} /> },
              { title: f('interest'), render: (_, r) => <YuanAmount fen={r.interestAmount} /> },
              { title: f('repayAmount'), render: (_, r) => <YuanAmount fen={r.repayAmount} /> },
              { title: f('repayStatus'), render: (_, r) => t(`finance.common.repayStatus.${r.status}`) },
            ]}
          />
        </section>
      ) : null}
      {detail.judge ? (
        <section>
          <Typography.Title level={5}>{f('review')}</Typography.Title>
          <Rate disabled value={detail.judge.judgeRate} />
          <Typography.Paragraph>{detail.judge.judgeDesc}</Typography.Paragraph>
        </section>
      ) : null}
      <section>
        <Typography.Title level={5}>{f('history')}</Typography.Title>
        <Timeline
          items={detail.history.map((h, index) => ({
            key: `${h.at}-${index}`,
            title: dateTime(h.at, i18n.language),
            content: (
              <>
                <Typography.Text strong>
                  {t(`finance.common.action.${h.action}`, { defaultValue: h.action })}
                </Typography.Text>{' '}
                <Typography.Text type="secondary">{h.actorName ?? ''}</Typography.Text>
              </>
            ),
          }))}
        />
      </section>
    </Flex>
  );
}

/** One request in a drawer, by id or apply code; `actions` renders what the viewer may do. */
export function FinancingDrawer({
  id,
  code,
  onClose,
  actions,
}: {
  id?: string | null;
  code?: string | null;
  onClose: () => void;
  actions?: (detail: FinancingDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const open = Boolean(id || code);
  const detail = useFinancingDetail({ id: id ?? null, code: code ?? null });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('finance.common.detailTitle')}
      size={screens.md ? 760 : '100%'}
      destroyOnHidden
    >
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('finance.common.loadFailed')}
          description={detail.error.message}
          action={<Button onClick={() => void detail.refetch()}>{t('finance.common.retry')}</Button>}
        />
      ) : (
        <FinancingDetailView detail={detail.data} actions={actions?.(detail.data)} />
      )}
    </Drawer>
  );
}
