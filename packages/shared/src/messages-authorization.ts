/**
 * Validation messages of this administration area (issue 7), merged into the catalogue of
 * ./messages.ts. The zh-CN text is the spec's where it gives one; the others are ours.
 */
export const authorizationMessagesZhCN = {
  authorizationInstitutionRequired: '请选择授权机构',
  authorizationInstitutionIdRule: '机构编号不正确',
  authorizationInstitutionUnknown: '授权机构不存在',
  authorizationMemberIdRule: '企业编号不正确',
  authorizationScopeRequired: '请选择授权范围',
  authorizationScopeRule: '授权范围应为征信报告、财务数据、交易数据之一',
  authorizationValidUntilRequired: '请选择授权截止日期',
  authorizationValidUntilFormat: '授权截止日期应为YYYY-MM-DD格式的有效日期',
  authorizationValidUntilRange: '授权截止日期应在明天至三年后之间',
  authorizationRemarkMax: '备注不能超过200个字符',
  authorizationRejectReasonRequired: '请填写驳回原因',
  authorizationCancelReasonRequired: '请填写取消原因',
  authorizationReasonMax: '原因不能超过200个字符',
  authorizationIdRule: '授权编号不正确',
  authorizationStatusRule: '状态应为待审核、已生效、已过期、已驳回、已取消之一',
  authorizationLiveExists: '您对{{institution}}的{{scope}}授权已在审核中或生效中，请勿重复申请',
} as const;
