import type { TextsLike } from '@/lib/i18n';
import type { AuthorizationTexts } from './zh-CN';

const texts: TextsLike<AuthorizationTexts> = {
  authorization: {
    orgTitle: '授權審核',
    auditTitle: '授權審核（平台）',
    empty: '暫無授權申請',
    filters: { status: '狀態', scope: '授權範圍', enterprise: '授權企業', institution: '被授權機構' },
    columns: {
      enterprise: '授權企業',
      institution: '被授權機構',
      scope: '授權範圍',
      validUntil: '截止日期',
      status: '狀態',
      createdAt: '申請時間',
      reason: '駁回/取消原因',
      operations: '操作',
    },
    scope: { credit_report: '徵信報告', financial_data: '財務數據', trade_data: '交易數據' },
    status: {
      pending: '待審核',
      approved: '已生效',
      expired: '已過期',
      rejected: '已駁回',
      cancelled: '已取消',
    },
    actions: { detail: '詳情', pass: '通過', reject: '駁回' },
    pass: {
      title: '通過授權 · {{enterprise}}',
      content: '通過後，{{institution}}可在 {{validUntil}} 前查閱該企業的{{scope}}。確定通過嗎？',
      done: '授權已通過',
    },
    reject: {
      title: '駁回授權 · {{enterprise}}',
      warning: '企業將看到駁回原因，並可重新申請。',
      reason: '駁回原因',
      ok: '駁回',
      done: '授權已駁回',
    },
    detail: {
      title: '授權詳情',
      enterprise: '授權企業',
      remark: '備註',
      rejectReason: '駁回原因',
      cancelReason: '取消原因',
      applicant: '申請人',
      auditor: '審核人',
      createdAt: '申請時間',
      decidedAt: '處理時間',
      history: '處理記錄',
      none: '—',
      loadFailed: '授權詳情載入失敗',
      retry: '重試',
      action: {
        apply: '提交授權申請',
        pass: '審核通過',
        reject: '駁回',
        cancel: '企業取消授權',
        supersede: '已過期，由新的申請取代',
      },
    },
  },
};

export default texts;
