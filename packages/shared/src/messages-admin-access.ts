/**
 * Validation messages of this administration area (issue 7), merged into the catalogue of
 * ./messages.ts. The zh-CN text is the spec's where it gives one; the others are ours.
 */
export const adminAccessMessagesZhCN = {
  adminIdRule: '编号不正确',
  permissionCodeRule: '权限编码不存在',
  roleCodeRequired: '请输入角色编码',
  roleCodeRule: '角色编码只能包含字母、数字和下划线，且不超过30个字符',
  roleNameRequired: '请输入角色名称',
  roleNameMax: '角色名称不能超过30个字符',
  roleStatusRule: '角色状态应为enabled或disabled',
  menuIdRule: '菜单编号不正确',
  roleIdRule: '角色编号不正确',
  roleIdsRequired: '请至少选择一个角色',
  roleIdsMax: '一个用户最多可分配20个角色',
  adminUserTypeRule: '用户类型应为企业用户、金融机构用户或平台运营人员',
  adminUserStatusRule: '用户状态应为active或disabled',
  userNameRequired: '请输入姓名',
  userMemberIdRule: '所属企业编号不正确',
  userInstitutionIdRule: '所属机构编号不正确',
  memberRequired: '请选择所属企业',
  institutionRequired: '请选择所属机构',
  initialPasswordRequired: '请输入初始密码',
  adminMenuCodeRequired: '请输入菜单编码',
  adminMenuCodeRule: '菜单编码须以字母开头，只能包含字母、数字和下划线，且不超过40个字符',
  menuNameRequired: '请输入菜单名称',
  menuNameMax: '菜单名称不能超过30个字符',
  menuUrlRule: '菜单地址应为以“/”开头的站内路径或http(s)网址，且不超过300个字符',
  menuUrlRequired: '子菜单和内嵌页面菜单须填写地址',
  menuTypeRule: '菜单类型应为menu或iframe',
  menuSortOrderRule: '排序号应为0到9999之间的整数',
  moveDirectionRule: '移动方向应为up或down',
} as const;
