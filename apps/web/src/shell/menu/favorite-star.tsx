import { Button } from 'antd';
import { LoadingOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@scf/shared/schemas/menu';
import styles from './menu.module.css';

interface FavoriteStarProps {
  menu: MenuNode;
  saving: boolean;
  onToggle: (menu: MenuNode) => void;
}

/**
 * The star on a search result. It sits inside the result's option, so it keeps the focus in the
 * search box (mouse down) and does not also open the menu (click).
 */
export function FavoriteStar({ menu, saving, onToggle }: FavoriteStarProps) {
  const { t } = useTranslation();
  const favorite = menu.hasCollect === 1;
  const label = t(favorite ? 'userCentre.search.removeFavorite' : 'userCentre.search.addFavorite', {
    name: menu.name,
  });
  const icon = saving ? <LoadingOutlined /> : favorite ? <StarFilled /> : <StarOutlined />;
  return (
    <Button
      type="text"
      size="small"
      className={favorite ? styles.starOn : styles.star}
      icon={icon}
      aria-label={label}
      aria-pressed={favorite}
      title={label}
      disabled={saving}
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => {
        event.stopPropagation();
        onToggle(menu);
      }}
    />
  );
}
