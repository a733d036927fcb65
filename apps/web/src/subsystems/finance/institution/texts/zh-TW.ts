import type { TextsLike } from '@/lib/i18n';
import type { InstitutionTexts } from './zh-CN';

const zhTW: TextsLike<InstitutionTexts> = {
  institution: {
    alerts: {
      title: '需求預警',
      unprocessed: '未處理',
      processed: '已處理',
      status: '處理狀態',
      tip: '預警內容',
      tipApply: '{{enterprise}}申請{{product}}，金額{{amount}}，期限{{period}}',
      tipDemand: '{{enterprise}}發布融資需求，金額{{amount}}，期限{{period}}',
      time: '預警時間',
      deal: '標記已處理',
      dealt: '已標記為已處理',
    },
    needs: { missing: '請從需求列表或預警中打開一條需求' },
    list: { title: '融資申請受理' },
    hall: { title: '搶單大廳', grab: '搶單', empty: '暫無待搶的融資需求' },
    accept: { title: '受理 {{code}}', done: '受理成功' },
    ignore: {
      title: '忽略融資申請',
      content: '忽略後將不再看到 {{code}}，確定忽略嗎？',
      done: '忽略成功',
      failed: '忽略失敗',
    },
    credit: {
      title: '授信 {{code}}',
      amount: '授信金額（元）',
      applied: '申請金額：{{value}}元',
      rateRange: '產品利率範圍：{{start}}% - {{end}}%',
      rate: '授信利率（年化）',
      period: '授信期限（月）',
      done: '授信成功',
    },
    loan: {
      title: '放款 {{code}}',
      amount: '放款金額（元）',
      credited: '授信金額：{{value}}元',
      done: '放款成功',
    },
    decline: { title: '拒絕融資申請', warning: '拒絕後該申請將結束，企業會看到拒絕原因。', done: '已拒絕' },
  },
};

export default zhTW;
