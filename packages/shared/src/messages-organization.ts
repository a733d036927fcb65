/**
 * Validation messages of this administration area (issue 7), merged into the catalogue of
 * ./messages.ts. The zh-CN text is the spec's where it gives one; the others are ours.
 */
export const organizationMessagesZhCN = {
  staffNameRequired: '请输入姓名',
  staffMobileRequired: '请输入移动电话',
  staffStatusRule: '状态应为active、disabled之一',
  orgIdRule: '编号不正确',
  orgInstitutionRequired: '请选择机构',
  managerMobileTaken: '本机构已有使用该手机号的客户经理',
  salesmanMobileTaken: '本机构已有使用该手机号的业务员',
  assignMembersRequired: '请至少选择一家企业',
  assignMembersMax: '一次最多分配50家企业',
  assignMembersDuplicate: '企业不能重复选择',
} as const;
