import type { TextsLike } from '@/lib/i18n';
import type { ForgotPasswordTexts } from './zh-CN';

const zhTW: TextsLike<ForgotPasswordTexts> = {
  title: '忘記密碼',
  steps: {
    account: '驗證帳號',
    reset: '重設密碼',
  },
  fields: {
    tenant: '租戶',
    userAccount: '使用者名稱',
    userAccountPlaceholder: '請輸入使用者名稱',
    mobile: '手機號碼',
    smsCode: '簡訊驗證碼',
    smsCodePlaceholder: '請輸入簡訊驗證碼',
    newPassword: '新密碼',
    newPasswordPlaceholder: '6-20位，含數字、大小寫字母、符號中的三種',
    confirmPassword: '確認新密碼',
    confirmPasswordPlaceholder: '請再次輸入新密碼',
  },
  buttons: {
    next: '下一步',
    previous: '上一步',
    confirm: '確定',
  },
  success: '密碼已重設，請使用新密碼登入',
};

export default zhTW;
