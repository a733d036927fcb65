import type { TextsLike } from '@/lib/i18n';
import type { RegistrationTexts } from './zh-CN';

const zhTW: TextsLike<RegistrationTexts> = {
  title: '企業快速註冊',
  steps: {
    account: '帳號資訊',
    mobile: '手機驗證',
  },
  fields: {
    userAccount: '使用者名稱',
    userAccountPlaceholder: '字母開頭，4-20位字母、數字或底線',
    companyName: '公司名稱',
    companyNamePlaceholder: '請輸入公司名稱',
    password: '登入密碼',
    passwordPlaceholder: '6-20位，含數字、大小寫字母、符號中的三種',
    confirmPassword: '確認密碼',
    confirmPasswordPlaceholder: '請再次輸入密碼',
    mobile: '手機號碼',
    mobilePlaceholder: '請輸入手機號碼',
    smsCode: '簡訊驗證碼',
    smsCodePlaceholder: '請輸入簡訊驗證碼',
  },
  agreement: {
    accept: '我已閱讀並同意',
    ok: '知道了',
  },
  buttons: {
    next: '下一步',
    previous: '上一步',
    confirm: '確定',
  },
  success: '註冊成功',
  realName: {
    title: '實名認證',
    hint: '註冊成功。請使用手機掃描 QR 碼，完成實名認證。',
    ok: '知道了',
  },
};

export default zhTW;
