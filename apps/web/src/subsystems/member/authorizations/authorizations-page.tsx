import { useState } from 'react';
import { Button, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PERMISSIONS } from '@scf/shared/permissions';
import { AUTHORIZATION_VIEW_STATUSES, isCancellable } from '@scf/shared/schemas/authorization';
import type { AuthorizationRow, AuthorizationViewStatus } from '@scf/shared/schemas/authorization';
import { ListPage, usePaging } from '@/components/admin';
import { usePermission } from '@/lib/permissions';
import {
  useAuthorizationDetail,
  useAuthorizationList,
  useAuthorizationOptions,
} from './api/authorization-api';
import { useFeedback } from '@/lib/feedback';
import { ApplyDialog } from './components/apply-dialog';
import { CancelDialog } from './components/cancel-dialog';
import { AuthorizationDrawer, AuthorizationStatusTag } from '@/components/authorization';

const dateOf = (iso: string, locale: string) => new Date(iso).toLocaleDateString(locale);

/** Where this subsystem keeps the authorisation texts the shared drawer and tag read. */
const TEXTS = 'member.memberAuthorization';
/**
 * /member/authorizations: the enterprise's authorisations (waiting ones first) with their status and
 * history; it applies for a new one and cancels one pending or in force, confirmed first.
 */
export function AuthorizationsPage() {
  const { t, i18n } = useTranslation();
  const { modal } = useFeedback();
  const [params, setParams] = useSearchParams();
  const detail = useAuthorizationDetail(params.get('id'));
  const { paging, setPaging, firstPage } = usePaging();
  const [status, setStatus] = useState<AuthorizationViewStatus | undefined>(undefined);
  const [institutionId, setInstitutionId] = useState<string | undefined>(undefined);
  const [applying, setApplying] = useState(false);
  const [cancelling, setCancelling] = useState<AuthorizationRow | null>(null);
  const list = useAuthorizationList({ ...paging, status, institutionId });
  const options = useAuthorizationOptions();
  const can = {
    apply: usePermission(PERMISSIONS.authorization.apply),
    cancel: usePermission(PERMISSIONS.authorization.cancel),
  };
  const k = (key: string, params?: Record<string, string>) => t(`member.memberAuthorization.${key}`, params);
  const scopeName = (row: AuthorizationRow) => k(`scope.${row.scope}`);

  const askCancel = (row: AuthorizationRow) =>
    modal.confirm({
      title: k('cancel.confirmTitle'),
      content: k('cancel.confirmContent', { institution: row.institutionName, scope: scopeName(row) }),
      okText: k('cancel.confirmOk'),
      okButtonProps: { danger: true },
      cancelText: t('app.admin.cancel'),
      onOk: () => setCancelling(row),
    });

  const actions = (row: AuthorizationRow) =>
    can.cancel && isCancellable(row.viewStatus) ? (
      <Button size="small" danger onClick={() => askCancel(row)}>
        {k('actions.cancel')}
      </Button>
    ) : null;

  return (
    <ListPage<AuthorizationRow>
      title={k('title')}
      actions={
        can.apply ? (
          <Button type="primary" onClick={() => setApplying(true)}>
            {k('actions.apply')}
          </Button>
        ) : null
      }
      filters={
        <>
          <Select
            allowClear
            style={{ width: 160 }}
            aria-label={k('filters.status')}
            placeholder={k('filters.status')}
            value={status}
            onChange={(value?: AuthorizationViewStatus) => {
              setStatus(value);
              firstPage();
            }}
            options={AUTHORIZATION_VIEW_STATUSES.map((s) => ({ value: s, label: k(`status.${s}`) }))}
          />
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 260 }}
            aria-label={k('filters.institution')}
            placeholder={k('filters.institution')}
            value={institutionId}
            onChange={(value?: string) => {
              setInstitutionId(value);
              firstPage();
            }}
            options={(options.data?.institutions ?? []).map((i) => ({ value: i.id, label: i.name }))}
          />
        </>
      }
      rowKey="id"
      query={list}
      paging={paging}
      onPage={setPaging}
      empty={k('empty')}
      columns={[
        { title: k('columns.institution'), dataIndex: 'institutionName' },
        { title: k('columns.scope'), render: (_, r) => scopeName(r) },
        { title: k('columns.validUntil'), dataIndex: 'validUntil' },
        {
          title: k('columns.status'),
          render: (_, r) => <AuthorizationStatusTag status={r.viewStatus} texts={TEXTS} />,
        },
        { title: k('columns.createdAt'), render: (_, r) => dateOf(r.createdAt, i18n.language) },
        {
          title: k('columns.reason'),
          dataIndex: 'reason',
          ellipsis: true,
          width: 220,
          render: (value: string | null) => value ?? '',
        },
        {
          title: k('columns.operations'),
          fixed: 'right',
          render: (_, r) => (
            <Space>
              <Button size="small" type="link" onClick={() => setParams({ id: r.id })}>
                {k('actions.detail')}
              </Button>
              {actions(r)}
            </Space>
          ),
        },
      ]}
    >
      <AuthorizationDrawer
        id={params.get('id')}
        detail={detail}
        texts={TEXTS}
        onClose={() => setParams({})}
        actions={actions}
      />
      <ApplyDialog open={applying} onClose={() => setApplying(false)} />
      <CancelDialog target={cancelling} onClose={() => setCancelling(null)} />
    </ListPage>
  );
}
