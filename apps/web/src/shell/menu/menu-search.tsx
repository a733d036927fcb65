import { useState } from 'react';
import { AutoComplete } from 'antd';
import type { AutoCompleteProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@scf/shared/schemas/menu';
import { FavoriteStar } from './favorite-star';
import { searchLeafMenus } from './menu-tree';
import type { LeafMenu } from './menu-tree';
import { useMenuFavorite } from './use-menu-favorite';
import styles from './menu.module.css';

interface MenuSearchProps {
  leaves: readonly LeafMenu[];
  onOpen: (menu: MenuNode) => void;
  className?: string;
}

/**
 * The header search over every leaf menu (shell.md section 2), each result with its favourite
 * star. With nothing typed it lists the favourites, which is where a star pays off.
 */
export function MenuSearch({ leaves, onOpen, className }: MenuSearchProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const favorite = useMenuFavorite();

  const option = ({ node, trail }: LeafMenu) => ({
    value: node.id,
    label: (
      <div className={styles.option}>
        <span className={styles.optionText}>
          <span className={styles.optionName}>{node.name}</span>
          {trail.length ? <span className={styles.optionTrail}>{trail.join(' / ')}</span> : null}
        </span>
        <FavoriteStar menu={node} saving={favorite.pending === node.menuCode} onToggle={favorite.toggle} />
      </div>
    ),
  });
  const searching = keyword.trim() !== '';
  const favorites = leaves.filter((leaf) => leaf.node.hasCollect === 1);
  const options: AutoCompleteProps['options'] = searching
    ? searchLeafMenus(leaves, keyword).map(option)
    : favorites.length
      ? [{ label: t('userCentre.search.favorites'), options: favorites.map(option) }]
      : [];

  return (
    <AutoComplete
      className={className}
      classNames={{ popup: { root: styles.searchPopup } }}
      aria-label={t('userCentre.search.label')}
      placeholder={t('userCentre.search.placeholder')}
      prefix={<SearchOutlined aria-hidden="true" />}
      allowClear
      value={keyword}
      options={options}
      showSearch={{ onSearch: setKeyword, filterOption: false }}
      onClear={() => setKeyword('')}
      onSelect={(id: string) => {
        setKeyword('');
        const leaf = leaves.find((candidate) => candidate.node.id === id);
        if (leaf) onOpen(leaf.node);
      }}
      notFoundContent={
        searching ? <span className={styles.noMatch}>{t('userCentre.search.noMatch')}</span> : null
      }
      popupMatchSelectWidth={320}
      // Enter opens the first result, as a search box should.
      defaultActiveFirstOption
    />
  );
}
