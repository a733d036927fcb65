import type { TextsLike } from '@/lib/i18n';
import type { memberChangeMessagesZhCN } from '@scf/shared/messages-member-change';

/** zh-TW texts of this area's validation keys (@scf/shared/messages-member-change). */
const memberChangeValidation: TextsLike<typeof memberChangeMessagesZhCN> = {
  memberChangeUsccFixed: '統一社會信用代碼不可變更',
  memberChangeNothing: '沒有需要儲存的修改',
  memberChangePending: '已有一項變更正在等待平台審核，審核完成後才能再次提交需審核的修改',
  memberChangeDecided: '該變更已處理，不能再次審核',
  memberChangeNotMember: '僅平台會員企業的使用者可以查看和修改企業資訊',
  memberChangeStatusRule: '狀態應為applied、pending、approved、rejected之一',
  memberChangeIdRule: '變更編號不正確',
  memberIdRule: '企業編號不正確',
  memberChangeReasonRequired: '請填寫駁回原因',
  memberChangeReasonMax: '駁回原因不能超過200個字元',
  memberChangeFileMissing: '檔案不存在，請重新上傳',
};

export default memberChangeValidation;
