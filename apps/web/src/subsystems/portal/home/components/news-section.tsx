import { useId } from 'react';
import { Col, Empty, Row, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NEWS_SUB_TYPES } from '@scf/shared/schemas/content-constants';
import type { NewsRow } from '@scf/shared/schemas/content';
import { LightTypography } from '@/components/light-typography/light-typography';
import { paths } from '@/lib/paths';
import { useNewsPage } from '../../news/api/search-news';
import { CAROUSEL_NEWS_QUERY, NOTICES_QUERY } from '../api/home-queries';
import { LoadError } from '../../common/load-error';
import { AutoCarousel } from './auto-carousel';
import styles from '../home-page.module.css';

const newsPath = (news: Pick<NewsRow, 'id'>) => `${paths.newsDetail}?id=${encodeURIComponent(news.id)}`;
const day = (iso: string) => iso.slice(0, 10);

/** The latest news as a carousel turning every 5 seconds, with the latest notices beside it. */
export function NewsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className={styles.sectionHeading}>
        <LightTypography.Title level={2} id={headingId} className={styles.sectionTitle}>
          {t('portal.home.news.title')}
        </LightTypography.Title>
        <Link to={paths.newsList}>{t('portal.home.news.more')}</Link>
      </div>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <LatestNewsCarousel />
        </Col>
        <Col xs={24} lg={10}>
          <Notices />
        </Col>
      </Row>
    </section>
  );
}

function LatestNewsCarousel() {
  const { t } = useTranslation();
  const news = useNewsPage(CAROUSEL_NEWS_QUERY);
  if (news.isPending)
    return <div className={styles.newsPlaceholder} role="status" aria-label={t('app.loading')} />;
  if (news.isError)
    return <LoadError message={t('portal.home.news.error')} onRetry={() => void news.refetch()} />;
  const rows = news.data.rows;
  if (rows.length === 0) return <Empty description={t('portal.home.news.empty')} />;
  return (
    <AutoCarousel
      label={t('portal.home.news.carouselLabel')}
      count={rows.length}
      renderSlide={(index, active) => {
        const item = rows[index];
        return item ? <NewsSlide news={item} focusable={active} /> : null;
      }}
    />
  );
}

function NewsSlide({ news, focusable }: { news: NewsRow; focusable: boolean }) {
  return (
    <article className={styles.newsSlide}>
      {news.logoImageUrl ? (
        <img className={styles.newsImage} src={news.logoImageUrl} alt="" loading="lazy" />
      ) : (
        <div className={styles.newsImage} />
      )}
      <div className={styles.newsCaption}>
        <h3 className={styles.newsSlideTitle}>
          <Link to={newsPath(news)} tabIndex={focusable ? undefined : -1}>
            {news.articleName}
          </Link>
        </h3>
        <p className={styles.newsSlideMeta}>
          {news.articalSubTypeName} · <time dateTime={news.publishDate}>{day(news.publishDate)}</time>
        </p>
      </div>
    </article>
  );
}

function Notices() {
  const { t } = useTranslation();
  const headingId = useId();
  const notices = useNewsPage(NOTICES_QUERY);
  return (
    <section className={styles.noticeBox} aria-labelledby={headingId}>
      <div className={styles.noticeHeading}>
        <LightTypography.Title level={3} id={headingId} className={styles.noticeTitle}>
          {t('portal.home.news.notices')}
        </LightTypography.Title>
        <Link to={`${paths.newsList}?type=${NEWS_SUB_TYPES.notice}`}>
          {t('portal.home.news.moreNotices')}
        </Link>
      </div>
      {notices.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} title={false} />
      ) : notices.isError ? (
        <LoadError message={t('portal.home.news.error')} onRetry={() => void notices.refetch()} />
      ) : notices.data.rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('portal.home.news.empty')} />
      ) : (
        <ul className={styles.noticeList}>
          {notices.data.rows.map((notice) => (
            <li key={notice.id}>
              <Link to={newsPath(notice)}>{notice.articleName}</Link>
              <time className={styles.noticeDate} dateTime={notice.publishDate}>
                {day(notice.publishDate)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
