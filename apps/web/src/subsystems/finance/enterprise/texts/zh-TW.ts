import type { TextsLike } from '@/lib/i18n';
import type { EnterpriseTexts } from './zh-CN';

const zhTW: TextsLike<EnterpriseTexts> = {
  enterprise: {
    list: { title: '我的融資' },
    cancel: {
      title: '撤回融資申請',
      warning: '撤回後金融機構將不再處理該申請，確定撤回嗎？',
      done: '已撤回',
    },
    judge: { title: '評價金融機構', rate: '評分', desc: '評價內容', done: '評價成功' },
    repay: {
      title: '還款計劃',
      confirmTitle: '確認還款',
      confirmContent: '確認已歸還 {{code}} 第{{period}}期款項嗎？',
      done: '還款已確認',
    },
    interpret: { title: '機構評價', reviewer: '評價人', rate: '評分', desc: '評價內容', date: '評價時間' },
    release: {
      title: '發佈融資需求',
      amount: '融資金額',
      wan: '萬元',
      period: '融資期限',
      months: '個月',
      done: '發佈成功',
      myRequests: '我的融資',
      realNameTitle: '提示',
      realNamePrompt: '您還未實名,是否前去實名認證?',
    },
  },
};

export default zhTW;
