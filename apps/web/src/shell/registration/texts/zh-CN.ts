/** Texts of the enterprise quick-registration dialog, read as `registration.<key>`. */
const zhCN = {
  title: '企业快速注册',
  steps: {
    account: '账号信息',
    mobile: '手机验证',
  },
  fields: {
    userAccount: '用户名',
    userAccountPlaceholder: '字母开头，4-20位字母、数字或下划线',
    companyName: '公司名称',
    companyNamePlaceholder: '请输入公司名称',
    password: '登录密码',
    passwordPlaceholder: '6-20位，含数字、大小写字母、符号中的三种',
    confirmPassword: '确认密码',
    confirmPasswordPlaceholder: '请再次输入密码',
    mobile: '手机号',
    mobilePlaceholder: '请输入手机号',
    smsCode: '短信验证码',
    smsCodePlaceholder: '请输入短信验证码',
  },
  agreement: {
    accept: '我已阅读并同意',
    ok: '知道了',
  },
  buttons: {
    next: '下一步',
    previous: '上一步',
    confirm: '确定',
  },
  success: '注册成功',
  realName: {
    title: '实名认证',
    hint: '注册成功。请使用手机扫描二维码，完成实名认证。',
    ok: '知道了',
  },
};

export default zhCN;
export type RegistrationTexts = typeof zhCN;
