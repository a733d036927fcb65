import type { TextsLike } from '@/lib/i18n';
import type { PublicHeaderTexts } from './zh-CN';

const zhTW: TextsLike<PublicHeaderTexts> = {
  publicHeader: {
    supplyChain: '供應鏈金融',
    news: {
      label: '最新資訊',
      more: '更多資訊',
      all: '查看全部資訊',
      loading: '正在載入資訊…',
      empty: '暫無資訊',
      error: '資訊暫時無法載入',
    },
  },
};

export default zhTW;
