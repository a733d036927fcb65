import { useMemo } from 'react';
import { Alert, Form, Spin, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PermissionCode } from '@scf/shared/permissions';
import type { RightsMenu, RightsReply, RoleRow } from '@scf/shared/schemas/admin-access';
import { EditDialog } from '@/components/admin';
import { apiErrorText } from '@/lib/form';
import { useAssignRights, useRoleRights } from '../api/access-api';
import { OTHER_GROUP_KEY, checkedKeys, indexMenus, keyOf, parseKey, toggle } from '../lib/rights-tree';
import styles from './rights-dialog.module.css';

/** What the form holds: the role's menus and permission codes. */
interface RightsValue {
  menuIds: string[];
  codes: string[];
}

/**
 * Assign rights: the tenant's menus (roots, then pages) with each page's buttons (its permission
 * codes), and the codes no menu shows. Saved as a whole; the role's users follow on their next
 * request.
 */
export function RightsDialog({ role, onClose }: { role: RoleRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const k = (key: string, params?: Record<string, string>) => t(`admin.access.roles.rights.${key}`, params);
  const rights = useRoleRights(role?.id ?? null);
  const assign = useAssignRights();
  const data = rights.data;
  const initialValues = useMemo(
    () => (data ? { rights: { menuIds: data.menuIds, codes: data.permissionCodes } } : undefined),
    [data],
  );

  return (
    <EditDialog<{ rights: RightsValue }>
      open={role !== null}
      title={k('title', { name: role?.name ?? '' })}
      success={t('admin.access.roles.done.rights')}
      width={720}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={({ rights: value }) =>
        assign.mutateAsync({
          id: role?.id ?? '',
          menuIds: value.menuIds,
          // Codes the server offered; it checks them against the catalogue again.
          permissionCodes: value.codes as PermissionCode[],
        })
      }
    >
      <Typography.Paragraph type="secondary">{k('hint')}</Typography.Paragraph>
      {rights.isError ? (
        <Alert type="error" showIcon title={k('loadFailed')} description={apiErrorText(rights.error, t)} />
      ) : data ? (
        <Form.Item name="rights" label={k('label')}>
          <RightsTree data={data} />
        </Form.Item>
      ) : (
        <div className={styles.loading}>
          <Spin />
        </div>
      )}
    </EditDialog>
  );
}

function RightsTree({
  data,
  value,
  onChange,
}: {
  data: RightsReply;
  value?: RightsValue;
  onChange?: (value: RightsValue) => void;
}) {
  const { t } = useTranslation();
  const k = (key: string, params?: Record<string, string>) => t(`admin.access.roles.rights.${key}`, params);
  const index = useMemo(() => indexMenus(data.menus), [data.menus]);
  const current = { menuIds: new Set(value?.menuIds ?? []), codes: new Set(value?.codes ?? []) };

  const treeData = useMemo((): TreeDataNode[] => {
    const button = (menuId: string, code: string): TreeDataNode => ({
      key: keyOf({ kind: 'button', menuId, code }),
      isLeaf: true,
      title: (
        <span>
          <span>{t(`admin.access.permissions.${code}`, { defaultValue: code })}</span>
          <Typography.Text type="secondary" className={styles.code}>
            {code}
          </Typography.Text>
        </span>
      ),
    });
    const node = (menu: RightsMenu): TreeDataNode => ({
      key: keyOf({ kind: 'menu', menuId: menu.id }),
      title: (
        <span>
          <span>{menu.name}</span>
          {menu.isHidden ? (
            <Tag className={styles.hidden}>{t('admin.access.roles.rights.hidden')}</Tag>
          ) : null}
        </span>
      ),
      children: [...menu.children.map(node), ...menu.buttons.map((code) => button(menu.id, code))],
    });
    const others: TreeDataNode[] =
      data.otherCodes.length === 0
        ? []
        : [
            {
              key: OTHER_GROUP_KEY,
              title: t('admin.access.roles.rights.other'),
              checkable: false,
              children: data.otherCodes.map((code) => ({
                ...button('', code),
                key: keyOf({ kind: 'other', code }),
              })),
            },
          ];
    return [...data.menus.map(node), ...others];
  }, [data, t]);

  if (treeData.length === 0) return <Typography.Text type="secondary">{k('empty')}</Typography.Text>;
  return (
    <>
      <Typography.Text type="secondary">
        {k('summary', { menus: String(current.menuIds.size), codes: String(current.codes.size) })}
      </Typography.Text>
      <div className={styles.tree}>
        <Tree
          checkable
          checkStrictly
          selectable={false}
          defaultExpandAll
          treeData={treeData}
          checkedKeys={checkedKeys(index, current, data.otherCodes)}
          onCheck={(_, info) => {
            const key = parseKey(String(info.node.key));
            if (!key) return;
            const next = toggle(index, current, key, info.checked);
            onChange?.({ menuIds: [...next.menuIds], codes: [...next.codes] });
          }}
        />
      </div>
    </>
  );
}
