/** Texts of the login screen and of the code widgets its dialogs share, read as `login.<key>`. */
const zhCN = {
  pageTitle: '登录',
  title: '欢迎登录',
  enterpriseTitle: '企业用户登录',
  brand: {
    headline: '连接企业与金融机构',
    summary: '应收账款、票据和企业信用，在线转化为融资。',
  },
  tabs: {
    label: '登录方式',
    password: '账号登录',
    mobile: '手机号登录',
  },
  fields: {
    tenant: '租户',
    tenantPlaceholder: '请选择租户',
    username: '用户名',
    usernamePlaceholder: '请输入用户名',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    checkcode: '图形验证码',
    checkcodePlaceholder: '请输入图形验证码',
    mobile: '手机号',
    mobilePlaceholder: '请输入手机号',
    smsCode: '短信验证码',
    smsCodePlaceholder: '请输入短信验证码',
  },
  submit: '登录',
  register: '免费注册',
  forgotPassword: '忘记密码',
  code: {
    imageAlt: '图形验证码',
    refresh: '看不清？换一张',
    send: '获取验证码',
    resendIn: '{{seconds}}秒后重新获取',
    sent: '短信验证码已发送',
    dialogTitle: '请输入图形验证码',
    ok: '确定',
    cancel: '取消',
  },
  strength: {
    label: '密码强度',
    weak: '弱',
    general: '一般',
    complex: '复杂',
  },
};

export default zhCN;
export type LoginTexts = typeof zhCN;
