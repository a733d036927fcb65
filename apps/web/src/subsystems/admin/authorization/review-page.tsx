import { useState } from 'react';
import { Button, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PERMISSIONS } from '@scf/shared/permissions';
import {
  AUTHORIZATION_SCOPES,
  AUTHORIZATION_VIEW_STATUSES,
  isDecidable,
} from '@scf/shared/schemas/authorization';
import type {
  AuthorizationRow,
  AuthorizationScope,
  AuthorizationViewStatus,
} from '@scf/shared/schemas/authorization';
import { ListPage, useConfirmAction, usePaging } from '@/components/admin';
import { usePermission } from '@/lib/permissions';
import {
  useAuthorizationDetail,
  useAuthorizationList,
  useAuthorizationOptions,
  usePassAuthorization,
} from './api/authorization-api';
import { RejectDialog } from './components/reject-dialog';
import { AuthorizationDrawer, AuthorizationStatusTag } from '@/components/authorization';

const dateOf = (iso: string, locale: string) => new Date(iso).toLocaleDateString(locale);

/** Where this subsystem keeps the authorisation texts the shared drawer and tag read. */
const TEXTS = 'admin.authorization';
/**
 * The review of authorisations, waiting ones first: an institution's (/org/authorizations, those
 * given to it) or the back office's (/admin/authorizationAudit, the tenant's, with the institution
 * column and filter). Pass after a confirmation; reject with a reason.
 */
function ReviewPage({ view }: { view: 'institution' | 'operator' }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const detail = useAuthorizationDetail(params.get('id'));
  const { paging, setPaging, firstPage } = usePaging();
  const [status, setStatus] = useState<AuthorizationViewStatus | undefined>(undefined);
  const [scope, setScope] = useState<AuthorizationScope | undefined>(undefined);
  const [memberId, setMemberId] = useState<string | undefined>(undefined);
  const [institutionId, setInstitutionId] = useState<string | undefined>(undefined);
  const [rejecting, setRejecting] = useState<AuthorizationRow | null>(null);
  const list = useAuthorizationList({ ...paging, status, scope, memberId, institutionId });
  const options = useAuthorizationOptions();
  const passMutation = usePassAuthorization();
  const confirm = useConfirmAction();
  const can = {
    pass: usePermission(PERMISSIONS.authorization.auditPass),
    reject: usePermission(PERMISSIONS.authorization.auditReject),
  };
  const k = (key: string, values?: Record<string, string>) => t(`admin.authorization.${key}`, values);
  const operator = view === 'operator';

  const pass = (row: AuthorizationRow) =>
    confirm({
      title: k('pass.title', { enterprise: row.enterpriseName }),
      content: k('pass.content', {
        institution: row.institutionName,
        scope: k(`scope.${row.scope}`),
        validUntil: row.validUntil,
      }),
      done: k('pass.done'),
      run: () => passMutation.mutateAsync({ id: row.id }),
    });

  const actions = (row: AuthorizationRow) =>
    isDecidable(row.viewStatus) ? (
      <>
        {can.pass ? (
          <Button size="small" type="primary" onClick={() => pass(row)}>
            {k('actions.pass')}
          </Button>
        ) : null}
        {can.reject ? (
          <Button size="small" danger onClick={() => setRejecting(row)}>
            {k('actions.reject')}
          </Button>
        ) : null}
      </>
    ) : null;

  const filter = <V extends string>(
    label: string,
    value: V | undefined,
    set: (value: V | undefined) => void,
    choices: { value: V; label: string }[],
    width: number,
  ) => (
    <Select<V>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width }}
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(next?: V) => {
        set(next);
        firstPage();
      }}
      options={choices}
    />
  );
  const asChoices = (rows: { id: string; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: r.id, label: r.name }));

  return (
    <ListPage<AuthorizationRow>
      title={k(operator ? 'auditTitle' : 'orgTitle')}
      filters={
        <>
          {filter(
            k('filters.status'),
            status,
            setStatus,
            AUTHORIZATION_VIEW_STATUSES.map((s) => ({ value: s, label: k(`status.${s}`) })),
            150,
          )}
          {filter(
            k('filters.scope'),
            scope,
            setScope,
            AUTHORIZATION_SCOPES.map((s) => ({ value: s, label: k(`scope.${s}`) })),
            150,
          )}
          {filter(k('filters.enterprise'), memberId, setMemberId, asChoices(options.data?.members), 260)}
          {operator
            ? filter(
                k('filters.institution'),
                institutionId,
                setInstitutionId,
                asChoices(options.data?.institutions),
                260,
              )
            : null}
        </>
      }
      rowKey="id"
      query={list}
      paging={paging}
      onPage={setPaging}
      empty={k('empty')}
      columns={[
        { title: k('columns.enterprise'), dataIndex: 'enterpriseName' },
        ...(operator ? [{ title: k('columns.institution'), dataIndex: 'institutionName' }] : []),
        { title: k('columns.scope'), render: (_, r) => k(`scope.${r.scope}`) },
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
      <RejectDialog target={rejecting} onClose={() => setRejecting(null)} />
    </ListPage>
  );
}

/** /org/authorizations: the institution reviews the authorisations given to it. */
export const OrgAuthorizationsPage = () => <ReviewPage view="institution" />;

/** /admin/authorizationAudit: the back office sees every authorisation of the tenant. */
export const AuthorizationAuditPage = () => <ReviewPage view="operator" />;
