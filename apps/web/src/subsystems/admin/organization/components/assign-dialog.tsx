import { useState } from 'react';
import { Alert, Grid, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORGANIZATION_LIMITS } from '@scf/shared/schemas/organization';
import type { EnterpriseOption, SalesmanRow } from '@scf/shared/schemas/organization';
import { apiErrorText } from '@/lib/form';
import { useFeedback } from '@/lib/feedback';
import { useAssign, useEnterpriseOptions } from '../api/organization-api';

const PAGE_SIZE = 8;

/**
 * Picks enterprises of the tenant (searched by name or credit code) for a salesman. Each row says
 * who of the institution holds it now; the choice is sent with that holder, so an enterprise moved
 * meanwhile by someone else is refused rather than taken from them, and the list refreshes.
 */
export function AssignDialog({ salesman, onClose }: { salesman: SalesmanRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const screens = Grid.useBreakpoint();
  const k = (key: string, params?: Record<string, string | number>) => t(`admin.organization.${key}`, params);
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [chosen, setChosen] = useState<Map<string, EnterpriseOption>>(new Map());
  const options = useEnterpriseOptions(salesman?.id ?? null, keyword, { pageNo, pageSize: PAGE_SIZE });
  const assign = useAssign();

  // Each opening starts afresh.
  const reset = () => {
    setKeyword('');
    setPageNo(1);
    setChosen(new Map());
  };
  const moving = [...chosen.values()].filter((o) => o.salesmanId !== null).length;
  const submit = () => {
    if (!salesman || chosen.size === 0) return;
    assign.mutate(
      {
        salesmanId: salesman.id,
        members: [...chosen.values()].map((o) => ({ memberId: o.memberId, fromSalesmanId: o.salesmanId })),
      },
      {
        onSuccess: () => {
          void message.success(k('assign.done'));
          onClose();
        },
        onError: (error) => {
          // The holders shown may be out of date: the choice starts again on the fresh list.
          setChosen(new Map());
          void message.error(apiErrorText(error, t));
        },
      },
    );
  };

  const holder = (o: EnterpriseOption) =>
    o.salesmanId === null ? (
      <Tag>{k('assign.none')}</Tag>
    ) : o.salesmanId === salesman?.id ? (
      <Tag color="green">{k('assign.self')}</Tag>
    ) : (
      <Tag color="orange">{o.salesmanName}</Tag>
    );

  return (
    <Modal
      open={salesman !== null}
      title={k('assign.title', { name: salesman?.name ?? '' })}
      width={screens.md ? 800 : '100%'}
      okText={k('assign.ok')}
      cancelText={t('app.admin.cancel')}
      okButtonProps={{ disabled: chosen.size === 0 }}
      confirmLoading={assign.isPending}
      onOk={submit}
      onCancel={onClose}
      afterClose={reset}
      maskClosable={false}
      destroyOnHidden
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Input.Search
          allowClear
          aria-label={k('assign.search')}
          placeholder={k('assign.search')}
          maxLength={ORGANIZATION_LIMITS.keyword}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPageNo(1);
          }}
        />
        {options.isError ? (
          <Alert type="error" showIcon title={apiErrorText(options.error, t)} />
        ) : (
          <Table<EnterpriseOption>
            rowKey="memberId"
            size="small"
            loading={options.isFetching}
            dataSource={options.data?.rows ?? []}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: k('assign.empty') }}
            rowSelection={{
              preserveSelectedRowKeys: true,
              selectedRowKeys: [...chosen.keys()],
              getCheckboxProps: (o) => ({
                disabled: o.salesmanId === salesman?.id,
                'aria-label': o.enterpriseName,
              }),
              onChange: (keys) => {
                const shown = new Map((options.data?.rows ?? []).map((o) => [o.memberId, o]));
                setChosen(
                  new Map(
                    keys.flatMap((key) => {
                      const option = chosen.get(String(key)) ?? shown.get(String(key));
                      return option ? [[option.memberId, option] as const] : [];
                    }),
                  ),
                );
              },
            }}
            pagination={{
              current: pageNo,
              pageSize: PAGE_SIZE,
              total: options.data?.total ?? 0,
              onChange: setPageNo,
              size: 'small',
            }}
            columns={[
              { title: k('members.enterprise'), dataIndex: 'enterpriseName' },
              { title: k('members.uscc'), dataIndex: 'usccCode' },
              { title: k('assign.holder'), render: (_, o) => holder(o) },
            ]}
          />
        )}
        <Typography.Text type="secondary">{k('assign.selected', { count: chosen.size })}</Typography.Text>
        {moving > 0 ? (
          <Alert
            type="warning"
            showIcon
            title={k('assign.moveHint', { count: moving, name: salesman?.name ?? '' })}
          />
        ) : null}
      </Space>
    </Modal>
  );
}
