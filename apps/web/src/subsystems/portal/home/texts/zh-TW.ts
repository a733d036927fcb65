import type { TextsLike } from '@/lib/i18n';
import type { HomeTexts } from './zh-CN';

const zhTW: TextsLike<HomeTexts> = {
  home: {
    hero: {
      purpose: '連接企業與金融機構，讓真實貿易中的應收帳款、票據和企業信用便捷地轉化為融資。',
      register: '企業免費註冊',
      about: '了解平台',
    },
    audiences: {
      title: '平台為誰服務',
      enterprise: {
        title: '企業',
        who: '供應商、融資企業與核心企業',
        points: {
          register: '線上註冊，三步完成企業認證',
          products: '瀏覽、搜尋和比較金融機構的融資產品',
          apply: '線上申請融資，發布融資需求',
          track: '查看企業評分、融資政策、還款計畫與機構評價',
        },
      },
      institution: {
        title: '金融機構',
        who: '提供融資服務的銀行等金融機構',
        points: {
          products: '發布和管理融資產品',
          demands: '及時收到企業融資需求，選擇受理或忽略',
          approve: '線上審核申請、授信與放款',
          dashboard: '在工作台查看產品、授信與放款統計',
        },
      },
    },
    financeTypes: {
      title: '融資方式',
      receivable: {
        title: '保理',
        description: '供應商將對核心企業的應收帳款轉讓給金融機構，提前收回貨款。',
      },
      voucher: {
        title: '票據融資',
        description: '以電子票據或電子憑證貼現、轉讓，快速取得資金。',
      },
      credit: {
        title: '信用融資',
        description: '依據企業經營與信用狀況取得授信，在額度內按需申請貸款。',
      },
    },
    process: {
      title: '融資流程',
      register: { title: '註冊認證', description: '企業註冊並完成實名認證' },
      choose: { title: '選擇產品', description: '依金額、期限和擔保方式挑選產品' },
      apply: { title: '提交申請', description: '線上填寫申請並上傳資料' },
      approve: { title: '審批授信', description: '金融機構審核並給出授信額度' },
      repay: { title: '放款還款', description: '資金到帳，依還款計畫還款' },
    },
    carousel: {
      roleDescription: '輪播',
      slide: '投影片',
      position: '第 {{index}} 張，共 {{count}} 張',
      previous: '上一張',
      next: '下一張',
      pause: '暫停輪播',
      play: '繼續輪播',
      show: '顯示第 {{index}} 張',
    },
    banner: {
      label: '平台廣告',
    },
    featured: {
      title: '熱門推薦',
      rate: '參考利率 {{start}}%–{{end}}%',
      stars: '成功率評級 {{count}} 星（滿分 5 星）',
      noRating: '暫無成功率評級',
      empty: '暫無推薦產品',
    },
    news: {
      title: '最新資訊',
      carouselLabel: '資訊輪播',
      notices: '通知公告',
      more: '更多資訊',
      moreNotices: '更多公告',
      empty: '暫無資訊',
      error: '資訊載入失敗',
    },
    products: {
      title: '推薦產品',
      more: '查看全部產品',
      empty: '暫無推薦產品',
      error: '推薦產品載入失敗',
    },
  },
};

export default zhTW;
