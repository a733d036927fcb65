import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Empty, Flex, List, Row, Skeleton, Space, Table, Typography } from 'antd';
import type { EChartsType } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SESSION_KEYS } from '@scf/shared/constants';
import { formatWan } from '@scf/shared/money';
import { FINANCING_LIMITS } from '@scf/shared/schemas/financing';
import type { DemandRow } from '@scf/shared/schemas/financing';
import { paths } from '@/lib/paths';
import { alertTip } from '../common/alert-tip';
import { useLoanTypes, useOrgStats, useSnatchList, useWarns } from '../common/api/financing-api';
import { WanAmount } from '../common/components/money';
import { AcceptDialog, useIgnoreRequest } from '../institution/components/accept-dialog';
import type { AcceptTarget } from '../institution/components/accept-dialog';
import { ChartCard } from './components/chart-card';
import { Greeting } from './components/greeting';
import { StatCard } from './components/stat-card';
import {
  monthlyAmountsOption,
  monthlyCountsOption,
  nextSlice,
  PIE_ROTATION_MS,
  productPieOption,
  showsDashboard,
} from './lib/chart-options';

/** The pie's highlight moves to the next loan type every 2 s; stopped with the chart. */
function rotateHighlight(count: number) {
  return (chart: EChartsType) => {
    let current = -1;
    const timer = window.setInterval(() => {
      if (current >= 0) chart.dispatchAction({ type: 'downplay', seriesIndex: 0, dataIndex: current });
      current = nextSlice(current, count);
      if (current >= 0) chart.dispatchAction({ type: 'highlight', seriesIndex: 0, dataIndex: current });
    }, PIE_ROTATION_MS);
    return () => window.clearInterval(timer);
  };
}

/**
 * /center/financeCenter, the institution dashboard (business.md sections 2, 9; issue 6 point 6):
 * figures and charts from finance_org_index_stats, the four newest alerts and the grab table of 5.
 * An operator sees the tenant's figures without the institution's own lists.
 */
export function FinanceCenterPage() {
  const rawRole = sessionStorage.getItem(SESSION_KEYS.userAgentRawRoleCode);
  if (!showsDashboard(rawRole)) return <Greeting />;
  return (
    <InstitutionDashboard institution={sessionStorage.getItem(SESSION_KEYS.userType) === 'financeOrg'} />
  );
}

function InstitutionDashboard({ institution }: { institution: boolean }) {
  const { t, i18n } = useTranslation();
  const d = (key: string) => t(`finance.dashboard.org.${key}`);
  const stats = useOrgStats();
  const loanTypes = useLoanTypes();
  const data = stats.data;
  const label = useCallback(
    (code: string) => loanTypes.data?.rows.find((r) => r.value === code)?.desc ?? code,
    [loanTypes.data],
  );
  const pie = useMemo(() => (data ? productPieOption(data, label) : null), [data, label]);
  const amounts = useMemo(
    () =>
      data
        ? monthlyAmountsOption(data, {
            credit: t('finance.dashboard.org.creditAmount'),
            loan: t('finance.dashboard.org.loanAmount'),
          })
        : null,
    [data, t],
  );
  const counts = useMemo(
    () =>
      data
        ? monthlyCountsOption(data, {
            accepted: t('finance.dashboard.org.accepted'),
            credited: t('finance.dashboard.org.credited'),
          })
        : null,
    [data, t],
  );
  const rotate = useMemo(() => rotateHighlight(data?.productNumStats.length ?? 0), [data]);

  if (stats.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('finance.common.loadFailed')}
        description={stats.error.message}
        action={<Button onClick={() => void stats.refetch()}>{t('finance.common.retry')}</Button>}
      />
    );
  }
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const wan = (fen: number) => formatWan(fen, i18n.language);
  return (
    <Flex vertical gap="middle">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={8} xl={4}>
          <StatCard title={d('products')} value={data.proNums} />
        </Col>
        <Col xs={12} md={8} xl={5}>
          <StatCard
            title={d('totalCredit')}
            value={wan(data.totalDemandStats.creditAmounts)}
            suffix={d('wan')}
          />
        </Col>
        <Col xs={12} md={8} xl={5}>
          <StatCard
            title={d('monthCredit')}
            value={wan(data.monthDemandStats.creditAmounts)}
            suffix={d('wan')}
          />
        </Col>
        <Col xs={12} md={8} xl={5}>
          <StatCard title={d('monthLoan')} value={wan(data.monthDemandStats.loanAmounts)} suffix={d('wan')} />
        </Col>
        <Col xs={24} md={8} xl={5}>
          <StatCard title={d('successRate')} value={data.creditSuccessRate} suffix="%" />
        </Col>
      </Row>
      {/* Three in a row from 1200 px; below, the third gets a row of its own: a third of a 1024 px
          page cut the English titles short ("Monthly credit and lending (1…"). */}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12} xl={8}>
          <ChartCard title={d('pie')} option={pie} onChart={rotate} />
        </Col>
        <Col xs={24} lg={12} xl={8}>
          <ChartCard title={d('amounts')} option={amounts} />
        </Col>
        <Col xs={24} xl={8}>
          <ChartCard title={d('counts')} option={counts} />
        </Col>
      </Row>
      {institution ? <InstitutionLists /> : null}
    </Flex>
  );
}

function InstitutionLists() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const d = (key: string) => t(`finance.dashboard.org.${key}`);
  const warns = useWarns(0, 1, FINANCING_LIMITS.alertPageSize);
  const hall = useSnatchList(1, FINANCING_LIMITS.grabPageSize);
  const ignore = useIgnoreRequest();
  const [accepting, setAccepting] = useState<AcceptTarget | null>(null);
  const f = (key: string) => t(`finance.common.fields.${key}`);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={8}>
        <Card
          size="small"
          title={d('alerts')}
          extra={
            <Button type="link" onClick={() => void navigate(paths.alertList)}>
              {d('more')}
            </Button>
          }
        >
          <List
            loading={warns.isPending}
            locale={{ emptyText: <Empty description={d('noAlerts')} /> }}
            dataSource={warns.data?.rows ?? []}
            renderItem={(w) => (
              <List.Item>
                <Button
                  type="link"
                  style={{ padding: 0, whiteSpace: 'normal', textAlign: 'left', height: 'auto' }}
                  onClick={() => void navigate(`${paths.orgNeedsDetail}?code=${w.applyCode}`)}
                >
                  {alertTip(w, t, i18n.language)}
                </Button>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} xl={16}>
        <Card
          size="small"
          title={d('hall')}
          extra={
            <Button type="link" onClick={() => void navigate(paths.robDemand)}>
              {d('more')}
            </Button>
          }
        >
          <Table<DemandRow>
            rowKey="id"
            size="small"
            pagination={false}
            loading={hall.isPending}
            dataSource={hall.data?.rows ?? []}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('finance.institution.hall.empty')} /> }}
            columns={[
              { title: f('enterprise'), dataIndex: 'userName' },
              { title: f('amount'), render: (_, r) => <WanAmount fen={r.financeAmount} /> },
              {
                title: f('period'),
                render: (_, r) => t('finance.common.months', { count: r.financePeriod }),
              },
              {
                title: f('publishedAt'),
                render: (_, r) => new Date(r.gmtPublish).toLocaleDateString(i18n.language),
              },
              {
                title: t('finance.common.operations'),
                fixed: 'right',
                render: (_, r) => (
                  <Space>
                    <Button
                      size="small"
                      type="primary"
                      onClick={() =>
                        setAccepting({ id: r.id, applyCode: r.applyCode, kind: 'demand', productCode: null })
                      }
                    >
                      {t('finance.common.action.accept')}
                    </Button>
                    <Button size="small" onClick={() => ignore(r)}>
                      {t('finance.common.action.ignore')}
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
          <Typography.Text type="secondary">{d('hallHint')}</Typography.Text>
        </Card>
      </Col>
      <AcceptDialog target={accepting} onClose={() => setAccepting(null)} />
    </Row>
  );
}
