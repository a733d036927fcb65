import type { TextsLike } from '@/lib/i18n';
import type { DashboardTexts } from './zh-CN';

const zhTW: TextsLike<DashboardTexts> = {
  dashboard: {
    greeting: {
      morning: '早上好，{{name}}',
      afternoon: '下午好，{{name}}',
      evening: '晚上好，{{name}}',
      welcome: '歡迎使用供應鏈金融服務平台',
    },
    org: {
      products: '在架產品數',
      totalCredit: '累計授信',
      monthCredit: '本月授信',
      monthLoan: '本月放款',
      successRate: '授信成功率',
      wan: '萬元',
      pie: '產品分佈（按貸款類型）',
      amounts: '月度授信與放款（萬元）',
      counts: '月度受理與授信筆數',
      creditAmount: '授信金額',
      loanAmount: '放款金額',
      accepted: '受理筆數',
      credited: '授信筆數',
      alerts: '需求預警',
      noAlerts: '暫無未處理的預警',
      hall: '搶單大廳',
      hallHint: '受理需選擇產品和客戶經理',
      more: '更多',
    },
    ent: {
      score: '企業信用評分',
      scoreUnavailable: '暫無評分',
      level: '信用等級：{{level}}',
      factor: {
        base: '基礎分',
        tenure: '入駐時長',
        repaid: '按時結清',
        reviews: '參與評價',
        overdue: '逾期扣分',
      },
      plans: '還款計劃',
      noPlans: '暫無還款計劃',
      policies: '融資政策',
      reviews: '機構評價',
      more: '更多',
    },
  },
};

export default zhTW;
