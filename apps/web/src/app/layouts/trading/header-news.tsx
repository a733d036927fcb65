import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { DownOutlined, NotificationOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NewsRow } from '@scf/shared/schemas/content';
import { paths } from '@/lib/paths';
import { useHeaderNews } from './api/get-header-news';
import styles from './trading.module.css';

export const newsDetailPath = (news: Pick<NewsRow, 'id'>) =>
  `${paths.newsDetail}?id=${encodeURIComponent(news.id)}`;

/** The state of the header's news for a line of text: loading, failed, empty, or the rows. */
function useHeaderNewsState() {
  const { t } = useTranslation();
  const news = useHeaderNews();
  const rows = news.data ?? [];
  const status = news.isPending
    ? t('publicHeader.news.loading')
    : news.isError
      ? t('publicHeader.news.error')
      : rows.length === 0
        ? t('publicHeader.news.empty')
        : null;
  return { rows, status };
}

/**
 * The top bar's news (business.md section 9: header news 6): the newest headline as a link, and
 * the six latest in a menu. A mouse click follows the item's link; Enter on a focused item (the
 * menu's keyboard use, where the link itself gets no click) navigates from the menu's handler.
 */
export function HeaderNewsMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { rows, status } = useHeaderNewsState();
  const [newest] = rows;

  const items: MenuProps['items'] = [
    ...rows.map((news) => ({
      key: newsDetailPath(news),
      label: <Link to={newsDetailPath(news)}>{news.articleName}</Link>,
    })),
    ...(status ? [{ key: 'status', label: status, disabled: true }] : []),
    { type: 'divider' as const },
    { key: paths.newsList, label: <Link to={paths.newsList}>{t('publicHeader.news.all')}</Link> },
  ];

  return (
    <nav className={styles.topNews} aria-label={t('publicHeader.news.label')}>
      <NotificationOutlined className={styles.topIcon} aria-hidden="true" />
      <span className={styles.topLabel} aria-hidden="true">
        {t('publicHeader.news.label')}
      </span>
      {newest ? (
        <Link className={styles.topHeadline} to={newsDetailPath(newest)}>
          {newest.articleName}
        </Link>
      ) : (
        <span className={styles.topHeadline}>{status}</span>
      )}
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items,
          className: styles.newsMenu,
          onClick: ({ key, domEvent }) => {
            if (domEvent.type === 'keydown') void navigate(key);
          },
        }}
      >
        <Button type="link" size="small" className={styles.topMore}>
          {t('publicHeader.news.more')}
          <DownOutlined aria-hidden="true" />
        </Button>
      </Dropdown>
    </nav>
  );
}

/** The drawer's news on narrow screens: the same six as plain links. */
export function HeaderNewsList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { rows, status } = useHeaderNewsState();
  return (
    <>
      {status ? <p className={styles.drawerNote}>{status}</p> : null}
      <ul className={styles.drawerLinks}>
        {rows.map((news) => (
          <li key={news.id}>
            <Link to={newsDetailPath(news)} onClick={onNavigate}>
              {news.articleName}
            </Link>
          </li>
        ))}
        <li>
          <Link to={paths.newsList} onClick={onNavigate}>
            {t('publicHeader.news.all')}
          </Link>
        </li>
      </ul>
    </>
  );
}
