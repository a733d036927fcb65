/** Texts of the generic apply dialog (business.md sections 2, 5); read as `portal.apply.<key>`. */
const zhCN = {
  apply: {
    wan: '万元',
    title: '融资申请',
    product: '申请产品',
    amount: '贷款金额（万元）',
    amountRange: '可申请范围：{{range}}',
    unlimited: '不限',
    period: '贷款期限（月）',
    periodRange: '可申请期限：{{range}}个月',
    guarantTypes: '担保方式',
    purpose: '融资用途',
    purposePlaceholder: '请简要说明资金用途，不超过100个字',
    files: '申请资料',
    filesHint:
      '请按模板上传{{count}}份资料；支持 doc、docx、xls、xlsx、pdf、txt、ppt、pptx、rar、zip、7z，单个不超过5MB',
    filesHintNone:
      '可上传补充资料；支持 doc、docx、xls、xlsx、pdf、txt、ppt、pptx、rar、zip、7z，单个不超过5MB',
    choose: '选择文件',
    agreement: '我已阅读并同意',
    cancel: '取消',
    confirm: '确认',
    success: '申请成功',
    close: '关闭',
    signInFirst: '请先登录',
  },
};

export default zhCN;
export type ApplyTexts = typeof zhCN;
