import type { TextsLike } from '@/lib/i18n';
import type { OperatorTexts } from './zh-CN';

const zhTW: TextsLike<OperatorTexts> = {
  operator: {
    title: '融資需求審核',
    reject: {
      title: '駁回融資需求',
      warning: '駁回後該申請結束，企業將看到駁回原因；已受理的申請不能駁回。',
      done: '已駁回',
    },
  },
};

export default zhTW;
