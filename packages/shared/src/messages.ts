/**
 * Validation messages. zod schemas carry these KEYS as their messages; the server turns a key into
 * its zh-CN text for error_info and the web translates it (`validation.<key>`) into the user's
 * language. Where the spec gives a text, the zh-CN text is the spec's, word for word.
 */
import { financingMessagesZhCN } from './messages-financing.ts';
import { productReleaseMessagesZhCN } from './messages-product-release.ts';
import { adminAccessMessagesZhCN } from './messages-admin-access.ts';
import { organizationMessagesZhCN } from './messages-organization.ts';
import { authorizationMessagesZhCN } from './messages-authorization.ts';
import { memberChangeMessagesZhCN } from './messages-member-change.ts';
import { contentAdminMessagesZhCN } from './messages-content-admin.ts';

export const validationMessagesZhCN = {
  required: '此项为必填项',
  loginUsernameRequired: '请输入用户名',
  loginUsernameMax: '用户名不能超过20个字符',
  loginMobileMax: '手机号不能超过11位',
  loginPasswordRequired: '请输入密码',
  loginPasswordMin: '密码不能少于6位',
  checkcodeRequired: '请输入图形验证码',
  checkcodeLength5: '请输入5位图形验证码',
  checkcodeLength4: '请输入4位图形验证码',
  tenantRequired: '请选择租户',
  mobileRequired: '请输入手机号',
  mobileFormat: '手机号格式不正确',
  smsCodeRequired: '请输入短信验证码',
  smsCodeMax: '短信验证码不能超过6位',
  graphicCodeMax: '图形验证码不能超过4位',
  accountPattern: '只能输入字母，数字，下划线，且只能以字母开头, 长度4-20位',
  accountExists: '用户名已存在',
  accountNotFound: '用户名不存在',
  companyNameRequired: '请输入公司名称',
  companyNameMax: '公司名称不能超过50个字符',
  passwordRule: '密码长度为6-20位，须包含数字、大写字母、小写字母、符号中的至少三种',
  confirmPasswordRequired: '请再次输入密码',
  confirmPasswordMismatch: '两次输入的密码不一致',
  agreementRequired: '请勾选注册协议',
  loginPasswordEnter: '请输入登录密码',
  newPasswordMax: '新密码不能超过20位',
  nameMax: '姓名不能超过16个字符',
  jobNoMax: '工号不能超过20个字符',
  emailMax: '邮箱不能超过30个字符',
  emailFormat: '邮箱格式不正确',
  positionMax: '职位不能超过30个字符',
  faxFormat: '传真格式不正确',
  certNoFormat: '证件号码只能包含字母和数字',
  menuCodeRequired: '请选择菜单',
  // Product catalogue (business.md section 5: the two rate texts are the spec's).
  rateRule: '利率应大于0、不大于100，且最多只能保留两位小数',
  rateOrder: '利率大值不得小于小值',
  pageNoRule: '页码应为正整数',
  pageSizeRule: '每页条数应为1到100之间的整数',
  pageTooDeep: '页码超出可查询范围，请缩小查询条件',
  keywordMax: '关键词不能超过50个字符',
  amountPresetRule: '金额档位应为100、200、300、400、500万元之一',
  amountRule: '金额应大于0，最多5位整数、2位小数（万元）',
  periodRule: '期限应为1到999之间的整数（月）',
  guarantTypeRule: '担保方式不正确',
  loanTypeRule: '贷款类型应为LOGMIS、SCBC、WMS、FSP之一',
  financeTypeRule: '融资类型应为receivable、voucher、credit之一',
  productIdRule: '产品编号不正确',
  fileHashFormat: '文件标识应为64位十六进制字符',
  // Enterprise registration wizard (business.md section 5; texts without a spec text are ours).
  inputRequired: '输入不能为空',
  mobilePhoneFormat: '移动电话格式不正确',
  idCardFormat: '身份证格式不正确',
  idCardRegion: '身份证号码的地区码不正确',
  idCardBirthDate: '身份证号码中的出生日期不正确',
  idCardCheckDigit: '身份证号码校验位不正确',
  usccMax: '统一社会信用代码不能超过20个字符',
  usccFormat: '统一社会信用代码应为18位数字或大写字母（不含I、O、Z、S、V）',
  usccTypeCode: '统一社会信用代码的登记管理部门代码或机构类别代码不正确',
  usccCheckChar: '统一社会信用代码校验位不正确',
  enterpriseNameMax: '企业名称不能超过100个字符',
  legalReprMax: '法定代表人不能超过20个字符',
  addressMax: '地址不能超过100个字符',
  personNameMax: '姓名不能超过30个字符',
  wxIdMax: '微信号不能超过30个字符',
  bankAccountMax: '银行账号不能超过30个字符',
  bankNameMax: '开户银行不能超过15个字符',
  openBankNameMax: '开户行名称不能超过60个字符',
  operatorRequired: '请至少添加一位操作员信息',
  operatorIncomplete: '请先完善信息',
  operatorDeleteNoneSelected: '请至少选择一行待删除的数据',
  operatorMobileDuplicate: '手机号不能相同',
  operatorCertNoDuplicate: '身份证号不能相同',
  operatingSupMax: '最多可添加5个经办操作员',
  reviewSupMax: '最多可添加5个复核操作员',
  legalCheckCodeFormat: '请输入手机号后四位',
  authorizationRequired: '请确认并阅读用户授权函',
  legalPersonMismatch: '营业执照上的法定代表人信息与上传的法定代表人身份证信息不符，请确认后再次提交',
  // Bank branch search and attachment usage of the registration (business.md sections 7, 8).
  branchKeywordRequired: '请输入关键词模糊查询开户行',
  branchKeywordMax: '关键词不能超过60个字符',
  bankCodeRule: '银行不存在',
  bizTypeRule: '业务类型不正确',
  industryCodeRule: '所属行业不存在',
  openBankCodeRule: '开户行不存在或不属于所选开户银行',
  // Registration review (issue 5 point 11; ours, the spec shows no review screen).
  registrationStatusRule: '状态应为0、1、5、7之一',
  registrationIdRule: '注册申请编号不正确',
  reviewReasonRequired: '请填写原因',
  reviewReasonMax: '原因不能超过200个字符',
  reviewCommentMax: '审核意见不能超过200个字符',
  // Real-name verification (/member/realname; texts are ours, the spec gives none).
  realNameRequired: '请输入真实姓名',
  realNameLength: '姓名应为2-30个字符',
  realNameChinese: '姓名只能包含汉字，少数民族姓名可用间隔号“·”分隔',
  realNameQrInvalid: '二维码无效，请在电脑上刷新二维码后重新扫描',
  ...financingMessagesZhCN,
  ...productReleaseMessagesZhCN,
  ...adminAccessMessagesZhCN,
  ...organizationMessagesZhCN,
  ...authorizationMessagesZhCN,
  ...memberChangeMessagesZhCN,
  ...contentAdminMessagesZhCN,
} as const;
export type ValidationMessageKey = keyof typeof validationMessagesZhCN;

export const isValidationMessageKey = (value: string): value is ValidationMessageKey =>
  Object.hasOwn(validationMessagesZhCN, value);

/** A message's {{name}} placeholders filled from `params` (i18next's syntax, so the web shares it). */
export const fillMessage = (text: string, params?: Readonly<Record<string, string | number>>): string =>
  params ? text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole)) : text;

/** zh-CN text of a schema message: the catalogue's text for a key, the message itself otherwise. */
export const messageZhCN = (message: string, params?: Readonly<Record<string, string | number>>): string =>
  fillMessage(isValidationMessageKey(message) ? validationMessagesZhCN[message] : message, params);
