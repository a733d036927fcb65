import type { TextsLike } from '@/lib/i18n';
import type { AppTexts } from './zh-CN';

const zhTW: TextsLike<AppTexts> = {
  app: {
    name: '供應鏈金融服務平台',
    skipToContent: '跳到主要內容',
    loading: '正在載入…',
    logoLabel: '{{name}}，返回首頁',
    routes: {
      product: '融資產品',
      productDetail: '產品詳情',
      help: '幫助中心',
      newsList: '新聞資訊',
      newsDetail: '新聞詳情',
      policyDetail: '政策詳情',
      home: '首頁',
      voucher: '電子憑證',
      bill: '電子票據',
      about: '關於平台',
      supplyChainReceivable: '應收帳款融資',
      supplyChainWarehouse: '倉單融資',
      supplyChainLogistics: '物流融資',
      financeCenter: '機構工作台',
      enterCenter: '企業工作台',
      productRelease: '發布產品',
      productAudit: '產品審核',
      orgApplyList: '融資申請受理',
      orgNeedsDetail: '需求詳情',
      alertList: '需求預警',
      robDemand: '搶單大廳',
      interpret: '機構評價',
      repayPlan: '還款計劃',
      requestDetail: '融資需求詳情',
      requestRelease: '發布融資需求',
      realname: '實名認證',
      register: '企業註冊',
      registrationReview: '企業註冊審核',
      waybillApply: '運單融資申請',
      scbcApply: '應收賬款融資申請',
      wmsApply: '倉單融資申請',
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
      workbench: '進入工作台',
      openMenu: '開啟導覽選單',
      menuTitle: '導覽',
    },
    language: {
      label: '介面語言',
    },
    footer: {
      supportHours: '客服服務時間：週一至週五 {{open}}-{{close}}',
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
