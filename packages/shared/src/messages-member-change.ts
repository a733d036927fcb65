/**
 * Validation messages of this administration area (issue 7), merged into the catalogue of
 * ./messages.ts. The zh-CN text is the spec's where it gives one; the others are ours.
 */
export const memberChangeMessagesZhCN = {
  memberChangeUsccFixed: '统一社会信用代码不可变更',
  memberChangeNothing: '没有需要保存的修改',
  memberChangePending: '已有一项变更正在等待平台审核，审核完成后才能再次提交需审核的修改',
  memberChangeDecided: '该变更已处理，不能再次审核',
  memberChangeNotMember: '仅平台会员企业的用户可以查看和修改企业信息',
  memberChangeStatusRule: '状态应为applied、pending、approved、rejected之一',
  memberChangeIdRule: '变更编号不正确',
  memberIdRule: '企业编号不正确',
  memberChangeReasonRequired: '请填写驳回原因',
  memberChangeReasonMax: '驳回原因不能超过200个字符',
  memberChangeFileMissing: '文件不存在，请重新上传',
} as const;
