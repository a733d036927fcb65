import { ExportOutlined } from '@ant-design/icons';
import { Result, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ERROR_CODES } from '@scf/shared/errors';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';
import { ButtonLink } from '@/components/button-link';
import { apiErrorText, errorCode } from '@/lib/form';
import { BackButton } from '../common/back-button';
import { formatDate } from '../common/format-date';
import { LoadError } from '../common/load-error';
import { PageBand } from '../common/page-band';
import { RichText } from '../common/rich-text';
import frame from '../common/content.module.css';
import { useNewsDetail } from './api/get-news';
import { newsListPath } from './lib/news-links';
import styles from './news.module.css';

/**
 * /newsList/detail?id (business.md section 2): title, source, date, sub-type, the source link when
 * there is one, and the body (sanitised on the server, and again here by RichText).
 */
export function NewsDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = /^[1-9]\d{0,15}$/.test(search.get('id') ?? '') ? (search.get('id') as string) : '';
  const news = useNewsDetail(id);
  const listCrumb = { title: t('portal.news.title'), to: newsListPath() };

  if (id === '' || (news.isError && errorCode(news.error) === ERROR_CODES.NOT_FOUND)) {
    return (
      <div className={frame.page}>
        <PageBand crumbs={[listCrumb]} />
        <Result
          status="404"
          title={<h1 className={styles.resultTitle}>{t('portal.news.detail.notFound')}</h1>}
          extra={
            <ButtonLink type="primary" to={newsListPath()}>
              {t('portal.news.detail.backToList')}
            </ButtonLink>
          }
        />
      </div>
    );
  }

  if (news.isPending) {
    return (
      <div className={frame.page}>
        <PageBand crumbs={[listCrumb]} />
        <div className={`${frame.body} ${frame.narrow}`} aria-busy="true">
          <Skeleton active title paragraph={{ rows: 12 }} />
        </div>
      </div>
    );
  }

  if (news.isError) {
    return (
      <div className={frame.page}>
        <PageBand crumbs={[listCrumb]} />
        <div className={`${frame.body} ${frame.narrow}`}>
          <LoadError
            message={t('portal.news.detail.error')}
            description={apiErrorText(news.error, t)}
            onRetry={() => void news.refetch()}
          />
        </div>
      </div>
    );
  }

  const article = news.data;
  return (
    <div className={frame.page}>
      <PageBand
        crumbs={[
          listCrumb,
          { title: article.articalSubTypeName, to: newsListPath(article.articalSubType) },
          { title: article.articleName },
        ]}
      />
      <article className={`${frame.body} ${frame.narrow}`}>
        <BackButton fallback={newsListPath(article.articalSubType)} />
        <h1 className={styles.articleTitle}>{article.articleName}</h1>
        <div className={styles.articleMeta}>
          <dl className={styles.metaList}>
            <div>
              <dt>{t('portal.news.subType')}</dt>
              <dd>
                <Tag color="blue">{article.articalSubTypeName}</Tag>
              </dd>
            </div>
            <div>
              <dt>{t('portal.news.published')}</dt>
              <dd>
                <time dateTime={article.publishDate}>{formatDate(article.publishDate)}</time>
              </dd>
            </div>
            {article.articleSource ? (
              <div>
                <dt>{t('portal.news.source')}</dt>
                <dd>{article.articleSource}</dd>
              </div>
            ) : null}
          </dl>
          {article.articleSourceLink ? (
            <a href={article.articleSourceLink} target="_blank" rel="noopener noreferrer">
              {t('portal.news.detail.sourceLink')}
              <ExportOutlined aria-hidden className={styles.external} />
              <VisuallyHidden>{t('portal.common.newWindow')}</VisuallyHidden>
            </a>
          ) : null}
        </div>
        <RichText html={article.articleText} className={styles.articleBody} />
      </article>
    </div>
  );
}
