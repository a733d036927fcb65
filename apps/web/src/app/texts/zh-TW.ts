import type { TextsLike } from '@/lib/i18n';
import type { AppTexts } from './zh-CN';

const zhTW: TextsLike<AppTexts> = {
  app: {
    name: '供應鏈金融服務平台',
    skipToContent: '跳到主要內容',
    loading: '正在載入…',
    logoLabel: '{{name}}，返回首頁',
    routes: {
      home: '首頁',
    },
    header: {
      mainNav: '主導覽',
      menu: {
        home: '首頁',
        voucher: '電子憑證',
        bill: '電子票據',
        help: '幫助中心',
        about: '關於平台',
      },
      register: '註冊',
      login: '登入',
      openMenu: '開啟導覽選單',
      menuTitle: '導覽',
    },
    language: {
      label: '介面語言',
    },
    footer: {
      supportHours: '客服服務時間：週一至週五 8:30-18:00',
      version: '版本 {{version}}',
    },
    errorPages: {
      notFound: '頁面不存在',
      forbidden: '您無權存取',
      serverError: '伺服器內部錯誤',
      backHome: '返回首頁',
    },
    startup: {
      configFailedTitle: '無法載入執行設定',
      configFailedDetail: '未能從 {{url}} 讀取執行設定（{{reason}}）。請確認伺服器已啟動，然後重新載入。',
      reload: '重新載入',
    },
  },
};

export default zhTW;
