import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  List,
  Progress,
  Rate,
  Row,
  Skeleton,
  Table,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SESSION_KEYS } from '@scf/shared/constants';
import { PERMISSIONS } from '@scf/shared/permissions';
import { FINANCING_LIMITS } from '@scf/shared/schemas/financing';
import type { RepayPlanRow } from '@scf/shared/schemas/financing';
import { apiErrorText } from '@/lib/form';
import { paths } from '@/lib/paths';
import { usePermission } from '@/lib/permissions';
import {
  useFinancingMutation,
  useJudges,
  useRepayPlans,
  useReportScore,
  useRewardPolicies,
} from '../common/api/financing-api';
import { useFeedback } from '@/lib/feedback';
import { YuanAmount } from '../common/components/money';
import { Greeting } from './components/greeting';
import { showsDashboard } from './lib/chart-options';

/**
 * /center/enterCenter, the enterprise dashboard (issue 6 point 7): the greeting, the credit score,
 * 10 financing policies, the next 5 instalments with their confirmation, and the reviews written,
 * 5 a page. A user not verified or not activated sees the greeting only.
 */
export function EnterCenterPage() {
  const rawRole = sessionStorage.getItem(SESSION_KEYS.userAgentRawRoleCode);
  const full = showsDashboard(rawRole) && sessionStorage.getItem(SESSION_KEYS.userType) === 'comp';
  return (
    <Flex vertical gap="middle">
      <Greeting />
      {full ? <EnterpriseDashboard /> : null}
    </Flex>
  );
}

function EnterpriseDashboard() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <ScoreCard />
      </Col>
      <Col xs={24} lg={16}>
        <PlansCard />
      </Col>
      <Col xs={24} lg={12}>
        <PoliciesCard />
      </Col>
      <Col xs={24} lg={12}>
        <ReviewsCard />
      </Col>
    </Row>
  );
}

function ScoreCard() {
  const { t } = useTranslation();
  const score = useReportScore(true);
  const d = (key: string) => t(`finance.dashboard.ent.${key}`);
  return (
    <Card size="small" title={d('score')}>
      {score.isPending ? (
        <Skeleton active />
      ) : score.isError ? (
        <Alert type="warning" showIcon title={d('scoreUnavailable')} description={score.error.message} />
      ) : (
        <Flex vertical align="center" gap="small">
          <Progress
            type="dashboard"
            percent={score.data.score}
            format={(value) => `${value ?? 0}`}
            aria-label={d('score')}
          />
          <Typography.Text strong>
            {t('finance.dashboard.ent.level', { level: score.data.level })}
          </Typography.Text>
          <List
            size="small"
            style={{ width: '100%' }}
            dataSource={score.data.factors}
            renderItem={(f) => (
              // Two elements: as text beside text, `extra` ran into the name ("基础分60").
              <List.Item>
                <Typography.Text>
                  {t(`finance.dashboard.ent.factor.${f.name}`, { defaultValue: f.name })}
                </Typography.Text>
                <Typography.Text strong>{f.score}</Typography.Text>
              </List.Item>
            )}
          />
        </Flex>
      )}
    </Card>
  );
}

function PlansCard() {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const navigate = useNavigate();
  const plans = useRepayPlans({ pageNo: 1, pageSize: FINANCING_LIMITS.repayPlanPageSize });
  const confirm = useFinancingMutation<{ id: string }>('/api/repay_plan/confirm');
  const canConfirm = usePermission(PERMISSIONS.repayment.confirm);
  const d = (key: string) => t(`finance.dashboard.ent.${key}`);
  const f = (key: string) => t(`finance.common.fields.${key}`);
  const ask = (row: RepayPlanRow) =>
    modal.confirm({
      title: t('finance.enterprise.repay.confirmTitle'),
      content: t('finance.enterprise.repay.confirmContent', { code: row.applyCode, period: row.periodNo }),
      okText: t('finance.common.confirm'),
      cancelText: t('finance.common.cancel'),
      onOk: () =>
        confirm
          .mutateAsync({ id: row.id })
          .then(() => void message.success(t('finance.enterprise.repay.done')))
          .catch((error: unknown) => void message.error(apiErrorText(error, t))),
    });
  return (
    <Card
      size="small"
      title={d('plans')}
      extra={
        <Button type="link" onClick={() => void navigate(paths.repayPlan)}>
          {d('more')}
        </Button>
      }
    >
      <Table<RepayPlanRow>
        rowKey="id"
        size="small"
        pagination={false}
        loading={plans.isPending}
        dataSource={plans.data?.rows ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={d('noPlans')} /> }}
        columns={[
          { title: f('product'), render: (_, r) => r.product.productName },
          { title: f('periodNo'), dataIndex: 'periodNo' },
          { title: f('repayDate'), dataIndex: 'repayDate' },
          { title: f('repayAmount'), render: (_, r) => <YuanAmount fen={r.repayAmount} /> },
          { title: f('repayStatus'), render: (_, r) => t(`finance.common.repayStatus.${r.status}`) },
          {
            title: t('finance.common.operations'),
            fixed: 'right',
            render: (_, r) =>
              r.status !== 'repaid' && canConfirm ? (
                <Button size="small" type="primary" onClick={() => ask(r)}>
                  {t('finance.common.action.repay')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}

function PoliciesCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const policies = useRewardPolicies(FINANCING_LIMITS.policyPageSize);
  return (
    <Card size="small" title={t('finance.dashboard.ent.policies')}>
      <List
        size="small"
        loading={policies.isPending}
        locale={{ emptyText: <Empty description={t('finance.common.empty')} /> }}
        dataSource={policies.data?.rows ?? []}
        renderItem={(p) => (
          <List.Item extra={<Typography.Text type="secondary">{p.publishDate.slice(0, 10)}</Typography.Text>}>
            <Button
              type="link"
              style={{ padding: 0 }}
              onClick={() => void navigate(`${paths.policyDetail}?id=${p.id}`)}
            >
              {p.policyName}
            </Button>
          </List.Item>
        )}
      />
    </Card>
  );
}

function ReviewsCard() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const pageSize = FINANCING_LIMITS.judgePageSize;
  const judges = useJudges({ pageNo, pageSize });
  return (
    <Card size="small" title={t('finance.dashboard.ent.reviews')}>
      <List
        size="small"
        loading={judges.isPending}
        locale={{ emptyText: <Empty description={t('finance.common.empty')} /> }}
        dataSource={judges.data?.rows ?? []}
        pagination={{
          current: pageNo,
          pageSize,
          total: judges.data?.total ?? 0,
          onChange: setPageNo,
          size: 'small',
        }}
        renderItem={(j) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Flex gap="small" wrap>
                  <span>{j.fundingPartyName}</span>
                  <Rate disabled value={j.judgeRate} style={{ fontSize: 14 }} />
                </Flex>
              }
              description={j.judgeDesc}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
