import type { TextsLike } from '@/lib/i18n';
import type { MemberAuthorizationTexts } from './zh-CN';

const texts: TextsLike<MemberAuthorizationTexts> = {
  memberAuthorization: {
    title: 'Authorisations',
    intro:
      'Let a financial institution read one kind of your data until a date. It takes effect once the institution approves, and you may cancel it at any time.',
    empty: 'No authorisations yet',
    filters: { status: 'Status', institution: 'Institution', all: 'All' },
    columns: {
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
    actions: { apply: 'Authorise an institution', detail: 'Details', cancel: 'Cancel' },
    apply: {
      title: 'Authorise an institution',
      institution: 'Institution',
      institutionPlaceholder: 'Choose a financial institution',
      scope: 'Scope',
      validUntil: 'Valid until',
      validUntilHint: 'Any day from tomorrow to {{max}}',
      remark: 'Remark',
      remarkPlaceholder: 'Optional, e.g. what it is for',
      submit: 'Apply',
      done: 'Application sent; the institution will review it',
    },
    cancel: {
      confirmTitle: 'Cancel the authorisation',
      confirmContent: '{{institution}} will no longer be able to read your {{scope}}. Do you want to cancel?',
      confirmOk: 'Continue',
      title: 'Cancel the authorisation · {{institution}}',
      warning: 'Give the reason; the institution will see it in the authorisation’s record.',
      reason: 'Reason',
      ok: 'Cancel the authorisation',
      done: 'Authorisation cancelled',
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
        cancel: 'Cancelled',
        supersede: 'Expired; replaced by a new application',
      },
    },
  },
};

export default texts;
