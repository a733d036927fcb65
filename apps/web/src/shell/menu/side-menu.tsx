import { useState } from 'react';
import { Empty, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { FileTextOutlined, FolderOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@scf/shared/schemas/menu';

type MenuItem = NonNullable<MenuProps['items']>[number];

interface SideMenuProps {
  /** The menus to list: the active root's children, or every root when menus are merged. */
  nodes: readonly MenuNode[];
  selectedId: string | undefined;
  /** The menus above the selected one: opened whenever the selection changes, so it is in view. */
  openIds: readonly string[];
  collapsed?: boolean;
  onOpen: (menu: MenuNode) => void;
}

const iconOf = (node: MenuNode) =>
  node.children.length ? (
    <FolderOutlined />
  ) : node.menuType === 'iframe' ? (
    <GlobalOutlined />
  ) : (
    <FileTextOutlined />
  );

/** Only the first level gets icons: they are what a collapsed sidebar shows. */
function toItem(node: MenuNode, level: number): MenuItem {
  const icon = level === 0 ? iconOf(node) : undefined;
  if (!node.children.length) return { key: node.id, label: node.name, icon };
  return {
    key: node.id,
    label: node.name,
    icon,
    children: node.children.map((child) => toItem(child, level + 1)),
  };
}

function findNode(nodes: readonly MenuNode[], id: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The sidebar's menu tree (shell.md section 2); a leaf opens its page in a tab. */
export function SideMenu({ nodes, selectedId, openIds, collapsed, onOpen }: SideMenuProps) {
  const { t } = useTranslation();
  const [openKeys, setOpenKeys] = useState<string[]>(() => [...openIds]);
  // Adjusted while rendering (not in an effect) so the new selection never shows inside a closed group.
  const [openedFor, setOpenedFor] = useState(selectedId);
  if (openedFor !== selectedId) {
    setOpenedFor(selectedId);
    // A collapsed menu shows open groups as pop-ups; they open on hover there, not by themselves.
    if (!collapsed) setOpenKeys((keys) => [...new Set([...keys, ...openIds])]);
  }
  if (!nodes.length) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('userCentre.sidebar.empty')} />;
  }
  return (
    <Menu
      mode="inline"
      inlineCollapsed={collapsed}
      items={nodes.map((node) => toItem(node, 0))}
      selectedKeys={selectedId ? [selectedId] : []}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      onClick={({ key }) => {
        // A group without children or address leads nowhere.
        const node = findNode(nodes, key);
        if (node?.url.trim()) onOpen(node);
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
