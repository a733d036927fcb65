/** Texts of the forgot-password dialog, read as `forgotPassword.<key>`. */
const zhCN = {
  title: '忘记密码',
  steps: {
    account: '验证账号',
    reset: '重置密码',
  },
  fields: {
    tenant: '租户',
    userAccount: '用户名',
    userAccountPlaceholder: '请输入用户名',
    mobile: '手机号',
    smsCode: '短信验证码',
    smsCodePlaceholder: '请输入短信验证码',
    newPassword: '新密码',
    newPasswordPlaceholder: '6-20位，含数字、大小写字母、符号中的三种',
    confirmPassword: '确认新密码',
    confirmPasswordPlaceholder: '请再次输入新密码',
  },
  buttons: {
    next: '下一步',
    previous: '上一步',
    confirm: '确定',
  },
  success: '密码已重置，请使用新密码登录',
};

export default zhCN;
export type ForgotPasswordTexts = typeof zhCN;
