import { Drawer, Grid, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REGISTRATION_STATUS } from '@scf/shared/schemas/member-api';
import { apiErrorText } from '@/lib/form';
import { paths } from '@/lib/paths';
import { useRegistration } from '../api/get-registration';
import { DetailSections } from './detail-sections';
import { Documents } from './documents';
import { HistoryTimeline } from './history-timeline';
import { LoadFailed } from './load-failed';
import { ReviewActions } from './review-actions';
import { StatusTag } from './status-tag';

/** One registration: its fields grouped as in the wizard, documents, history and the decisions. */
export function RegistrationDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = Grid.useBreakpoint().md === false;
  const detail = useRegistration(id);
  const data = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={phone ? '100%' : 880}
      destroyOnHidden
      title={
        data ? (
          <Space wrap size={8}>
            <span>{data.enterpriseName}</span>
            <StatusTag status={data.status} />
          </Space>
        ) : (
          t('member.review.detail.title')
        )
      }
      footer={data ? <ReviewActions detail={data} /> : null}
    >
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : detail.isError ? (
        <LoadFailed
          message={t('member.review.detail.loadFailed')}
          description={apiErrorText(detail.error, t)}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <>
          <DetailSections detail={detail.data} />
          <Documents documents={detail.data.documents} />
          <HistoryTimeline history={detail.data.history} />
          {detail.data.status === REGISTRATION_STATUS.approved ? (
            <Link to={`${paths.memberChanges}?keyword=${encodeURIComponent(detail.data.usccCode)}`}>
              {t('member.review.detail.changes')}
            </Link>
          ) : null}
        </>
      )}
    </Drawer>
  );
}
