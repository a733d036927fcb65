import { Alert, Collapse, Empty, Grid, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { NewsRow } from '@scf/shared/schemas/content';
import { apiErrorText } from '@/lib/form';
import { paths } from '@/lib/paths';
import { formatDate } from '../common/format-date';
import { LoadError } from '../common/load-error';
import { PageBand } from '../common/page-band';
import { RichText } from '../common/rich-text';
import frame from '../common/content.module.css';
import { useHelpArticles } from './api/search-help-articles';
import styles from './help.module.css';

const articlePath = (id: string) => `${paths.help}?id=${encodeURIComponent(id)}`;

/**
 * /help (business.md section 2): the help articles (news of sub-type helpCenter, up to 99) in a
 * menu on the left, the chosen one's body on the right; the first is chosen by default. The chosen
 * article is in the URL (?id=), so it can be linked and survives a reload. On a phone the menu
 * folds into a panel above the body.
 */
export function HelpPage() {
  const { t } = useTranslation();
  const articles = useHelpArticles();
  const [search] = useSearchParams();
  const wanted = search.get('id');

  let content;
  if (articles.isPending) {
    content = (
      <div className={styles.layout} aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} className={styles.menuSkeleton} />
        <Skeleton active title paragraph={{ rows: 10 }} />
      </div>
    );
  } else if (articles.isError) {
    content = (
      <LoadError
        message={t('portal.help.error')}
        description={apiErrorText(articles.error, t)}
        onRetry={() => void articles.refetch()}
      />
    );
  } else if (articles.data.length === 0) {
    content = <Empty description={t('portal.help.empty')} />;
  } else {
    const rows = articles.data;
    const found = wanted === null ? undefined : rows.find((row) => row.id === wanted);
    content = (
      <HelpArticles rows={rows} current={found ?? (rows[0] as NewsRow)} missing={wanted !== null && !found} />
    );
  }

  return (
    <div className={frame.page}>
      <PageBand
        crumbs={[{ title: t('portal.help.title') }]}
        title={t('portal.help.title')}
        intro={t('portal.help.intro')}
      />
      <div className={frame.body}>{content}</div>
    </div>
  );
}

function HelpArticles({ rows, current, missing }: { rows: NewsRow[]; current: NewsRow; missing: boolean }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  // Until the first measurement (undefined) the wide layout is assumed, as on most visits.
  const phone = screens.md === false;
  const [menuOpen, setMenuOpen] = useState(false);

  const menu = (
    <nav aria-label={t('portal.help.menu')}>
      <ul className={styles.menu}>
        {rows.map((row) => (
          <li key={row.id}>
            <Link
              to={articlePath(row.id)}
              className={styles.menuItem}
              aria-current={row.id === current.id ? 'page' : undefined}
              onClick={() => setMenuOpen(false)}
            >
              {row.articleName}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <div className={styles.layout}>
      {phone ? (
        <Collapse
          className={styles.menuPanel}
          activeKey={menuOpen ? ['menu'] : []}
          onChange={(keys) => setMenuOpen(keys.includes('menu'))}
          items={[
            {
              key: 'menu',
              label: (
                <span>
                  {t('portal.help.menuToggle')}
                  <span className={styles.menuCurrent}>{current.articleName}</span>
                </span>
              ),
              children: menu,
            },
          ]}
        />
      ) : (
        <aside className={styles.aside}>{menu}</aside>
      )}
      <article className={styles.article}>
        {missing ? (
          <Alert className={styles.missing} type="info" showIcon title={t('portal.help.notFound')} />
        ) : null}
        <h2 className={styles.articleTitle}>{current.articleName}</h2>
        <p className={styles.updated}>
          <span className={styles.label}>{t('portal.help.updated')}</span>
          <time dateTime={current.publishDate}>{formatDate(current.publishDate)}</time>
        </p>
        <RichText html={current.articleText} />
      </article>
    </div>
  );
}
