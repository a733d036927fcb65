import { Alert, Button, Empty, Radio, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CONTENT_LIMITS } from '@scf/shared/schemas/content-constants';
import type { NewsType } from '@scf/shared/schemas/content';
import { LightPagination } from '@/components/light-pagination/light-pagination';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';
import { apiErrorText } from '@/lib/form';
import { LoadError } from '../common/load-error';
import { PageBand } from '../common/page-band';
import frame from '../common/content.module.css';
import { useNewsTypes } from './api/get-news-types';
import { useNewsPage } from './api/search-news';
import { NewsCard } from './components/news-card';
import { newsListPath, newsListQuery, pageFromQuery } from './lib/news-links';
import styles from './news.module.css';

const PAGE_SIZE = CONTENT_LIMITS.newsPageSize;

/**
 * /newsList?type&page (business.md sections 2 and 9): 9 cards a page, a sub-type filter from the
 * news-type call, the total. The filter and the page live in the URL, so a list can be linked,
 * reloaded and returned to with the browser's back button.
 */
export function NewsListPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const type = search.get('type') || null;
  const page = pageFromQuery(search.get('page'));
  const types = useNewsTypes();
  const unknownType = type !== null && types.isSuccess && !types.data.some((row) => row.code === type);

  const go = (nextType: string | null, nextPage: number) => {
    setSearch(newsListQuery(nextType, nextPage));
    window.scrollTo({ top: 0 });
  };

  return (
    <div className={frame.page}>
      <PageBand
        crumbs={[{ title: t('portal.news.title') }]}
        title={t('portal.news.title')}
        intro={t('portal.news.intro')}
      />
      <div className={frame.body}>
        <TypeFilter
          types={types.data ?? []}
          value={type}
          loading={types.isPending}
          onChange={(next) => go(next, 1)}
        />
        {types.isError ? (
          <Alert className={styles.notice} type="warning" showIcon title={t('portal.news.typesError')} />
        ) : null}
        {unknownType ? (
          <Alert
            className={styles.notice}
            type="warning"
            showIcon
            title={t('portal.news.unknownType')}
            action={<Link to={newsListPath()}>{t('portal.news.showAll')}</Link>}
          />
        ) : (
          <NewsResults
            type={type}
            page={page}
            // A type from the URL is checked against the types first, so a wrong one is no error.
            ready={type === null || !types.isPending}
            onPage={(next) => go(type, next)}
          />
        )}
      </div>
    </div>
  );
}

function TypeFilter({
  types,
  value,
  loading,
  onChange,
}: {
  types: NewsType[];
  value: string | null;
  loading: boolean;
  onChange: (type: string | null) => void;
}) {
  const { t } = useTranslation();
  if (loading) return <Skeleton.Button active className={styles.filterSkeleton} />;
  const options = [
    { label: t('portal.news.all'), value: '' },
    ...types.map((row) => ({ label: row.name, value: row.code })),
  ];
  return (
    <div className={styles.toolbar}>
      <VisuallyHidden id="news-type-filter">{t('portal.news.filterLabel')}</VisuallyHidden>
      <Radio.Group
        aria-labelledby="news-type-filter"
        className={styles.filter}
        optionType="button"
        buttonStyle="solid"
        options={options}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value as string) || null)}
      />
    </div>
  );
}

function NewsResults({
  type,
  page,
  ready,
  onPage,
}: {
  type: string | null;
  page: number;
  ready: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const news = useNewsPage({ type, pageNo: page, pageSize: PAGE_SIZE }, ready);

  if (news.isPending) {
    return (
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: PAGE_SIZE }, (_, i) => (
          <div key={i} className={styles.card}>
            <Skeleton.Image active className={styles.coverSkeleton} />
            <div className={styles.cardBody}>
              <Skeleton active paragraph={{ rows: 2 }} />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (news.isError) {
    return (
      <LoadError
        message={t('portal.news.error')}
        description={apiErrorText(news.error, t)}
        onRetry={() => void news.refetch()}
      />
    );
  }

  const { rows, total } = news.data;
  return (
    <>
      <p className={styles.total} role="status">
        {t('portal.news.total', { count: total })}
      </p>
      {rows.length === 0 ? (
        <Empty className={styles.empty} description={t('portal.news.empty')}>
          {page > 1 ? (
            <Button type="primary" onClick={() => onPage(1)}>
              {t('portal.news.firstPage')}
            </Button>
          ) : null}
        </Empty>
      ) : (
        <div className={styles.grid} aria-busy={news.isPlaceholderData}>
          {rows.map((row) => (
            <NewsCard key={row.id} row={row} />
          ))}
        </div>
      )}
      {total > PAGE_SIZE ? (
        <nav aria-label={t('portal.news.pagination')} className={styles.pagination}>
          <LightPagination current={page} pageSize={PAGE_SIZE} total={total} onChange={onPage} />
        </nav>
      ) : null}
    </>
  );
}
