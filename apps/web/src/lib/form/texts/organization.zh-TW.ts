import type { TextsLike } from '@/lib/i18n';
import type { organizationMessagesZhCN } from '@scf/shared/messages-organization';

/** zh-TW texts of this area's validation keys (@scf/shared/messages-organization). */
const organizationValidation: TextsLike<typeof organizationMessagesZhCN> = {
  staffNameRequired: '請輸入姓名',
  staffMobileRequired: '請輸入行動電話',
  staffStatusRule: '狀態應為active、disabled之一',
  orgIdRule: '編號不正確',
  orgInstitutionRequired: '請選擇機構',
  managerMobileTaken: '本機構已有使用該手機號的客戶經理',
  salesmanMobileTaken: '本機構已有使用該手機號的業務員',
  assignMembersRequired: '請至少選擇一家企業',
  assignMembersMax: '一次最多分配50家企業',
  assignMembersDuplicate: '企業不能重複選擇',
};

export default organizationValidation;
