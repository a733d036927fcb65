import { useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@scf/shared/permissions';
import { REGISTRATION_STATUS } from '@scf/shared/schemas/member-api';
import type { ReviewDetail } from '@scf/shared/schemas/member-review';
import { usePermission } from '@/lib/permissions';
import { useFeedback } from '@/lib/feedback';
import { useApproveRegistration } from '../api/approve-registration';
import { useDisableRegistration } from '../api/disable-registration';
import { useEditRegistration } from '../api/edit-registration';
import { useRejectRegistration } from '../api/reject-registration';
import { ApproveDialog } from './approve-dialog';
import { EditDialog } from './edit-dialog';
import { ReasonDialog } from './reason-dialog';

type Dialog = 'approve' | 'reject' | 'edit' | 'disable';

/**
 * What an operator may do with the registration shown: approve, reject or correct it while pending,
 * disable it while pending or approved. A button the user's permissions do not cover is disabled,
 * with the reason on hover; the server checks the same codes.
 */
export function ReviewActions({ detail }: { detail: ReviewDetail }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const canReview = usePermission(PERMISSIONS.member.review);
  const canEdit = usePermission(PERMISSIONS.member.edit);
  const approve = useApproveRegistration();
  const reject = useRejectRegistration();
  const disable = useDisableRegistration();
  const edit = useEditRegistration();

  const pending = detail.status === REGISTRATION_STATUS.pending;
  const disablable = pending || detail.status === REGISTRATION_STATUS.approved;
  const open = (next: Dialog) => {
    for (const mutation of [approve, reject, disable, edit]) mutation.reset();
    setDialog(next);
  };
  const close = () => setDialog(null);
  const guarded = (allowed: boolean, button: React.ReactElement) =>
    allowed ? button : <Tooltip title={t('member.review.noPermission')}>{button}</Tooltip>;

  return (
    <>
      <Space wrap>
        {pending
          ? guarded(
              canEdit,
              <Button disabled={!canEdit} onClick={() => open('edit')}>
                {t('member.review.actions.edit')}
              </Button>,
            )
          : null}
        {disablable
          ? guarded(
              canReview,
              <Button disabled={!canReview} onClick={() => open('disable')}>
                {t('member.review.actions.disable')}
              </Button>,
            )
          : null}
        {pending
          ? guarded(
              canReview,
              <Button danger disabled={!canReview} onClick={() => open('reject')}>
                {t('member.review.actions.reject')}
              </Button>,
            )
          : null}
        {pending
          ? guarded(
              canReview,
              <Button type="primary" disabled={!canReview} onClick={() => open('approve')}>
                {t('member.review.actions.approve')}
              </Button>,
            )
          : null}
      </Space>
      <ApproveDialog
        open={dialog === 'approve'}
        enterpriseName={detail.enterpriseName}
        pending={approve.isPending}
        error={approve.error}
        onClose={close}
        onSubmit={(comment) =>
          approve.mutate(
            { id: detail.id, comment },
            {
              onSuccess: (reply) => {
                void message.success(t('member.review.approve.success', { count: reply.users.length }));
                close();
              },
            },
          )
        }
      />
      {(['reject', 'disable'] as const).map((kind) => {
        const mutation = kind === 'reject' ? reject : disable;
        return (
          <ReasonDialog
            key={kind}
            kind={kind}
            open={dialog === kind}
            pending={mutation.isPending}
            error={mutation.error}
            onClose={close}
            onSubmit={(reason) =>
              mutation.mutate(
                { id: detail.id, reason },
                {
                  onSuccess: () => {
                    void message.success(t(`member.review.${kind}.success`));
                    close();
                  },
                },
              )
            }
          />
        );
      })}
      <EditDialog
        open={dialog === 'edit'}
        detail={detail}
        pending={edit.isPending}
        error={edit.error}
        onClose={close}
        onSubmit={(values) =>
          edit.mutate(
            { ...values, id: detail.id },
            {
              onSuccess: () => {
                void message.success(t('member.review.edit.success'));
                close();
              },
            },
          )
        }
      />
    </>
  );
}
