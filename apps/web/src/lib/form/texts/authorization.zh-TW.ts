import type { TextsLike } from '@/lib/i18n';
import type { authorizationMessagesZhCN } from '@scf/shared/messages-authorization';

/** zh-TW texts of this area's validation keys (@scf/shared/messages-authorization). */
const authorizationValidation: TextsLike<typeof authorizationMessagesZhCN> = {
  authorizationInstitutionRequired: '請選擇授權機構',
  authorizationInstitutionIdRule: '機構編號不正確',
  authorizationInstitutionUnknown: '授權機構不存在',
  authorizationMemberIdRule: '企業編號不正確',
  authorizationScopeRequired: '請選擇授權範圍',
  authorizationScopeRule: '授權範圍應為徵信報告、財務數據、交易數據之一',
  authorizationValidUntilRequired: '請選擇授權截止日期',
  authorizationValidUntilFormat: '授權截止日期應為YYYY-MM-DD格式的有效日期',
  authorizationValidUntilRange: '授權截止日期應在明天至三年後之間',
  authorizationRemarkMax: '備註不能超過200個字元',
  authorizationRejectReasonRequired: '請填寫駁回原因',
  authorizationCancelReasonRequired: '請填寫取消原因',
  authorizationReasonMax: '原因不能超過200個字元',
  authorizationIdRule: '授權編號不正確',
  authorizationStatusRule: '狀態應為待審核、已生效、已過期、已駁回、已取消之一',
  authorizationLiveExists: '您對{{institution}}的{{scope}}授權已在審核中或生效中，請勿重複申請',
};

export default authorizationValidation;
