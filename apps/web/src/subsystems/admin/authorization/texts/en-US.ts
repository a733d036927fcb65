import type { TextsLike } from '@/lib/i18n';
import type { AuthorizationTexts } from './zh-CN';

const texts: TextsLike<AuthorizationTexts> = {
  authorization: {
    orgTitle: 'Authorisation review',
    auditTitle: 'Authorisation review (platform)',
    empty: 'No authorisations to review',
    filters: { status: 'Status', scope: 'Scope', enterprise: 'Enterprise', institution: 'Institution' },
    columns: {
      enterprise: 'Enterprise',
      institution: 'Institution',
      scope: 'Scope',
      validUntil: 'Valid until',
      status: 'Status',
      createdAt: 'Applied on',
      reason: 'Reason (rejected / cancelled)',
      operations: 'Actions',
    },
    scope: { credit_report: 'Credit report', financial_data: 'Financial data', trade_data: 'Trade data' },
    status: {
      pending: 'Pending',
      approved: 'In force',
      expired: 'Expired',
      rejected: 'Rejected',
      cancelled: 'Cancelled',
    },
    actions: { detail: 'Details', pass: 'Approve', reject: 'Reject' },
    pass: {
      title: 'Approve · {{enterprise}}',
      content:
        '{{institution}} will be able to read the enterprise’s {{scope}} until {{validUntil}}. Approve?',
      done: 'Authorisation approved',
    },
    reject: {
      title: 'Reject · {{enterprise}}',
      warning: 'The enterprise will read the reason and may apply again.',
      reason: 'Reason',
      ok: 'Reject',
      done: 'Authorisation rejected',
    },
    detail: {
      title: 'Authorisation',
      enterprise: 'Enterprise',
      remark: 'Remark',
      rejectReason: 'Reason for rejecting',
      cancelReason: 'Reason for cancelling',
      applicant: 'Applied by',
      auditor: 'Reviewed by',
      createdAt: 'Applied on',
      decidedAt: 'Decided on',
      history: 'History',
      none: '—',
      loadFailed: 'The authorisation could not be loaded',
      retry: 'Retry',
      action: {
        apply: 'Applied',
        pass: 'Approved',
        reject: 'Rejected',
        cancel: 'Cancelled by the enterprise',
        supersede: 'Expired; replaced by a new application',
      },
    },
  },
};

export default texts;
