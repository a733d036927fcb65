import type { TextsLike } from '@/lib/i18n';
import type { productReleaseMessagesZhCN } from '@scf/shared/messages-product-release';

/** zh-TW texts of the product release validation keys (@scf/shared/messages-product-release). */
const productReleaseValidation: TextsLike<typeof productReleaseMessagesZhCN> = {
  productStatusRule: '產品狀態應為0、1、2、3、4之一',
  productNameRequired: '請輸入產品名稱',
  productNameMax: '產品名稱不能超過50個字符',
  productDescMax: '產品簡介不能超過200個字符',
  productTextMax: '內容不能超過2000個字符',
  productAmountRule: '金額應大於0，最多7位整數、2位小數（萬元）',
  productAmountOrder: '最高金額不得小於最低金額',
  productPeriodOrder: '最長期限不得小於最短期限',
  repayTypeRequired: '請至少配置一種還款方式',
  loanTermListRule: '期限列表應為以逗號分隔的整數，如 3,6,12',
  materialNameRule: '材料名稱應為1到40個字符',
  agreementNameRequired: '請輸入協議名稱（不超過50個字符）',
  agreementTextRequired: '請輸入協議內容',
  documentCodeRule: '資料編碼應為大寫字母開頭的字母、數字或下劃線，且不能重複',
  documentNameRequired: '請輸入資料名稱（不超過40個字符）',
  documentFileTypeRule: '文件格式應為以逗號分隔的擴展名，如 pdf,jpg',
  applyMethodRule: '申請方式應為site、mybank、qr之一',
  outerUrlRule: '請輸入有效的外部申請地址',
  auditResultRule: '請選擇審核結果',
  auditDescRequired: '審核不通過時請填寫原因',
  auditDescMax: '審核意見不能超過200個字符',
};

export default productReleaseValidation;
