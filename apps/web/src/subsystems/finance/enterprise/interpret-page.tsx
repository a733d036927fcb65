import { useState } from 'react';
import { Alert, Card, Empty, Rate, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FINANCING_LIMITS } from '@scf/shared/schemas/financing';
import type { JudgeRow } from '@scf/shared/schemas/financing';
import { useJudges } from '../common/api/financing-api';

/** /tableList/interpret: the institution reviews the enterprise wrote, 5 a page (business.md section 9). */
export function InterpretPage() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const pageSize = FINANCING_LIMITS.judgePageSize;
  const judges = useJudges({ pageNo, pageSize });
  const f = (key: string) => t(`finance.enterprise.interpret.${key}`);
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {f('title')}
        </Typography.Title>
      }
    >
      {judges.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('finance.common.loadFailed')}
          description={judges.error.message}
        />
      ) : (
        <Table<JudgeRow>
          rowKey="id"
          loading={judges.isFetching}
          dataSource={judges.data?.rows ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('finance.common.empty')} /> }}
          pagination={{ current: pageNo, pageSize, total: judges.data?.total ?? 0, onChange: setPageNo }}
          columns={[
            { title: t('finance.common.fields.institution'), dataIndex: 'fundingPartyName' },
            { title: t('finance.common.fields.applyCode'), dataIndex: 'bizRefCode' },
            { title: f('reviewer'), dataIndex: 'judgeUserName' },
            { title: f('rate'), render: (_, r) => <Rate disabled value={r.judgeRate} /> },
            { title: f('desc'), dataIndex: 'judgeDesc' },
            {
              title: f('date'),
              render: (_, r) => new Date(r.gmtModify).toLocaleDateString(i18n.language),
            },
          ]}
        />
      )}
    </Card>
  );
}
