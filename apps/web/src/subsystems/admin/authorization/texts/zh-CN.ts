/** Texts of this area; read as `admin.authorization.<key>`. */
const zhCN = {
  authorization: {
    orgTitle: '授权审核',
    auditTitle: '授权审核（平台）',
    empty: '暂无授权申请',
    filters: { status: '状态', scope: '授权范围', enterprise: '授权企业', institution: '被授权机构' },
    columns: {
      enterprise: '授权企业',
      institution: '被授权机构',
      scope: '授权范围',
      validUntil: '截止日期',
      status: '状态',
      createdAt: '申请时间',
      reason: '驳回/取消原因',
      operations: '操作',
    },
    scope: { credit_report: '征信报告', financial_data: '财务数据', trade_data: '交易数据' },
    status: {
      pending: '待审核',
      approved: '已生效',
      expired: '已过期',
      rejected: '已驳回',
      cancelled: '已取消',
    },
    actions: { detail: '详情', pass: '通过', reject: '驳回' },
    pass: {
      title: '通过授权 · {{enterprise}}',
      content: '通过后，{{institution}}可在 {{validUntil}} 前查阅该企业的{{scope}}。确定通过吗？',
      done: '授权已通过',
    },
    reject: {
      title: '驳回授权 · {{enterprise}}',
      warning: '企业将看到驳回原因，并可重新申请。',
      reason: '驳回原因',
      ok: '驳回',
      done: '授权已驳回',
    },
    detail: {
      title: '授权详情',
      enterprise: '授权企业',
      remark: '备注',
      rejectReason: '驳回原因',
      cancelReason: '取消原因',
      applicant: '申请人',
      auditor: '审核人',
      createdAt: '申请时间',
      decidedAt: '处理时间',
      history: '处理记录',
      none: '—',
      loadFailed: '授权详情加载失败',
      retry: '重试',
      action: {
        apply: '提交授权申请',
        pass: '审核通过',
        reject: '驳回',
        cancel: '企业取消授权',
        supersede: '已过期，由新的申请取代',
      },
    },
  },
};

export default zhCN;
export type AuthorizationTexts = typeof zhCN;
