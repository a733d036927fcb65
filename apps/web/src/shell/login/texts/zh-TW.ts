import type { TextsLike } from '@/lib/i18n';
import type { LoginTexts } from './zh-CN';

const zhTW: TextsLike<LoginTexts> = {
  pageTitle: '登入',
  title: '歡迎登入',
  enterpriseTitle: '企業使用者登入',
  brand: {
    headline: '連接企業與金融機構',
    summary: '應收帳款、票據和企業信用，線上轉化為融資。',
  },
  tabs: {
    label: '登入方式',
    password: '帳號登入',
    mobile: '手機號碼登入',
  },
  fields: {
    tenant: '租戶',
    tenantPlaceholder: '請選擇租戶',
    username: '使用者名稱',
    usernamePlaceholder: '請輸入使用者名稱',
    password: '密碼',
    passwordPlaceholder: '請輸入密碼',
    checkcode: '圖形驗證碼',
    checkcodePlaceholder: '請輸入圖形驗證碼',
    mobile: '手機號碼',
    mobilePlaceholder: '請輸入手機號碼',
    smsCode: '簡訊驗證碼',
    smsCodePlaceholder: '請輸入簡訊驗證碼',
  },
  submit: '登入',
  register: '免費註冊',
  forgotPassword: '忘記密碼',
  code: {
    imageAlt: '圖形驗證碼',
    refresh: '看不清？換一張',
    send: '取得驗證碼',
    resendIn: '{{seconds}}秒後重新取得',
    sent: '簡訊驗證碼已發送',
    dialogTitle: '請輸入圖形驗證碼',
    ok: '確定',
    cancel: '取消',
  },
  strength: {
    label: '密碼強度',
    weak: '弱',
    general: '一般',
    complex: '複雜',
  },
};

export default zhTW;
