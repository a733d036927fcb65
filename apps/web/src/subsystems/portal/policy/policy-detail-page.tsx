import { Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ERROR_CODES } from '@scf/shared/errors';
import type { RewardPolicyDetail } from '@scf/shared/schemas/content';
import { ButtonLink } from '@/components/button-link';
import { apiErrorText, errorCode } from '@/lib/form';
import { paths } from '@/lib/paths';
import { BackButton } from '../common/back-button';
import { formatDate } from '../common/format-date';
import { LoadError } from '../common/load-error';
import { PageBand } from '../common/page-band';
import { RichText } from '../common/rich-text';
import frame from '../common/content.module.css';
import { useRewardPolicy } from './api/get-reward-policy';
import styles from './policy.module.css';

/**
 * /policyDetail?id: one financing (reward) policy, opened from a home banner (adType 4) or the
 * enterprise dashboard's policy list.
 */
export function PolicyDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = /^[1-9]\d{0,15}$/.test(search.get('id') ?? '') ? (search.get('id') as string) : '';
  const policy = useRewardPolicy(id);
  const crumb = { title: t('portal.policy.breadcrumb') };

  if (id === '' || (policy.isError && errorCode(policy.error) === ERROR_CODES.NOT_FOUND)) {
    return (
      <div className={frame.page}>
        <PageBand crumbs={[crumb]} />
        <Result
          status="404"
          title={<h1 className={styles.resultTitle}>{t('portal.policy.notFound')}</h1>}
          extra={
            <ButtonLink type="primary" to={paths.home}>
              {t('portal.common.home')}
            </ButtonLink>
          }
        />
      </div>
    );
  }

  if (policy.isPending) {
    return (
      <div className={frame.page}>
        <PageBand crumbs={[crumb]} />
        <div className={`${frame.body} ${frame.narrow}`} aria-busy="true">
          <Skeleton active title paragraph={{ rows: 10 }} />
        </div>
      </div>
    );
  }

  if (policy.isError) {
    return (
      <div className={frame.page}>
        <PageBand crumbs={[crumb]} />
        <div className={`${frame.body} ${frame.narrow}`}>
          <LoadError
            message={t('portal.policy.error')}
            description={apiErrorText(policy.error, t)}
            onRetry={() => void policy.refetch()}
          />
        </div>
      </div>
    );
  }

  const data = policy.data;
  return (
    <div className={frame.page}>
      <PageBand crumbs={[crumb, { title: data.policyName }]} />
      <article className={`${frame.body} ${frame.narrow}`}>
        <BackButton fallback={paths.home} />
        <h1 className={styles.title}>{data.policyName}</h1>
        <dl className={styles.meta}>
          <div>
            <dt>{t('portal.policy.issuer')}</dt>
            <dd>{data.issuer}</dd>
          </div>
          <div>
            <dt>{t('portal.policy.published')}</dt>
            <dd>
              <time dateTime={data.publishDate}>{formatDate(data.publishDate)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('portal.policy.validity')}</dt>
            <dd>
              <Validity policy={data} />
            </dd>
          </div>
        </dl>
        <RichText html={data.policyText} />
      </article>
    </div>
  );
}

function Validity({ policy }: { policy: RewardPolicyDetail }) {
  const { t } = useTranslation();
  if (policy.validFrom && policy.validTo) {
    return <>{t('portal.policy.validRange', { from: policy.validFrom, to: policy.validTo })}</>;
  }
  if (policy.validFrom) return <>{t('portal.policy.validFrom', { from: policy.validFrom })}</>;
  return <>{t('portal.policy.longTerm')}</>;
}
