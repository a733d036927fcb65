/**
 * Validation messages. zod schemas carry these KEYS as their messages; the server turns a key into
 * its zh-CN text for error_info and the web translates it (`validation.<key>`) into the user's
 * language. Where the spec gives a text, the zh-CN text is the spec's, word for word.
 */
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
} as const;
export type ValidationMessageKey = keyof typeof validationMessagesZhCN;

export const isValidationMessageKey = (value: string): value is ValidationMessageKey =>
  Object.hasOwn(validationMessagesZhCN, value);

/** zh-CN text of a schema message: the catalogue's text for a key, the message itself otherwise. */
export const messageZhCN = (message: string): string =>
  isValidationMessageKey(message) ? validationMessagesZhCN[message] : message;
