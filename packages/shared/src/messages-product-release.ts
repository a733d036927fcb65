/**
 * Validation messages of product release and audit (issue 6), merged into the catalogue of
 * ./messages.ts. The spec gives no texts for these rules; they are ours.
 */
export const productReleaseMessagesZhCN = {
  productStatusRule: '产品状态应为0、1、2、3、4之一',
  productNameRequired: '请输入产品名称',
  productNameMax: '产品名称不能超过50个字符',
  productDescMax: '产品简介不能超过200个字符',
  productTextMax: '内容不能超过2000个字符',
  productAmountRule: '金额应大于0，最多7位整数、2位小数（万元）',
  productAmountOrder: '最高金额不得小于最低金额',
  productPeriodOrder: '最长期限不得小于最短期限',
  repayTypeRequired: '请至少配置一种还款方式',
  loanTermListRule: '期限列表应为以逗号分隔的整数，如 3,6,12',
  materialNameRule: '材料名称应为1到40个字符',
  agreementNameRequired: '请输入协议名称（不超过50个字符）',
  agreementTextRequired: '请输入协议内容',
  documentCodeRule: '资料编码应为大写字母开头的字母、数字或下划线，且不能重复',
  documentNameRequired: '请输入资料名称（不超过40个字符）',
  documentFileTypeRule: '文件格式应为以逗号分隔的扩展名，如 pdf,jpg',
  applyMethodRule: '申请方式应为site、mybank、qr之一',
  outerUrlRule: '请输入有效的外部申请地址',
  auditResultRule: '请选择审核结果',
  auditDescRequired: '审核不通过时请填写原因',
  auditDescMax: '审核意见不能超过200个字符',
} as const;
