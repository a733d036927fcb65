import type { TextsLike } from '@/lib/i18n';
import type { adminAccessMessagesZhCN } from '@scf/shared/messages-admin-access';

/** zh-TW texts of this area's validation keys (@scf/shared/messages-admin-access). */
const adminAccessValidation: TextsLike<typeof adminAccessMessagesZhCN> = {
  adminIdRule: '編號不正確',
  permissionCodeRule: '權限編碼不存在',
  roleCodeRequired: '請輸入角色編碼',
  roleCodeRule: '角色編碼只能包含字母、數字和底線，且不超過30個字元',
  roleNameRequired: '請輸入角色名稱',
  roleNameMax: '角色名稱不能超過30個字元',
  roleStatusRule: '角色狀態應為enabled或disabled',
  menuIdRule: '選單編號不正確',
  roleIdRule: '角色編號不正確',
  roleIdsRequired: '請至少選擇一個角色',
  roleIdsMax: '一個用戶最多可分配20個角色',
  adminUserTypeRule: '用戶類型應為企業用戶、金融機構用戶或平台營運人員',
  adminUserStatusRule: '用戶狀態應為active或disabled',
  userNameRequired: '請輸入姓名',
  userMemberIdRule: '所屬企業編號不正確',
  userInstitutionIdRule: '所屬機構編號不正確',
  memberRequired: '請選擇所屬企業',
  institutionRequired: '請選擇所屬機構',
  initialPasswordRequired: '請輸入初始密碼',
  adminMenuCodeRequired: '請輸入選單編碼',
  adminMenuCodeRule: '選單編碼須以字母開頭，只能包含字母、數字和底線，且不超過40個字元',
  menuNameRequired: '請輸入選單名稱',
  menuNameMax: '選單名稱不能超過30個字元',
  menuUrlRule: '選單地址應為以「/」開頭的站內路徑或http(s)網址，且不超過300個字元',
  menuUrlRequired: '子選單和內嵌頁面選單須填寫地址',
  menuTypeRule: '選單類型應為menu或iframe',
  menuSortOrderRule: '排序號應為0到9999之間的整數',
  moveDirectionRule: '移動方向應為up或down',
};

export default adminAccessValidation;
