import type { TextsLike } from '@/lib/i18n';
import type { NewsTexts } from './zh-CN';

const zhTW: TextsLike<NewsTexts> = {
  news: {
    title: '新聞資訊',
    intro: '平台動態、行業資訊、政策法規與通知公告。',
    filterLabel: '新聞類型',
    all: '全部',
    total: '共 {{count}} 條',
    unknownType: '新聞類型不存在',
    showAll: '查看全部新聞',
    firstPage: '回到第一頁',
    empty: '暫無新聞',
    error: '新聞載入失敗',
    typesError: '新聞類型載入失敗，僅顯示全部新聞',
    pagination: '新聞分頁',
    published: '發佈時間',
    source: '來源',
    subType: '類型',
    readMore: '閱讀全文',
    detail: {
      sourceLink: '查看原文',
      backToList: '返回新聞列表',
      notFound: '新聞不存在或已下線',
      error: '新聞載入失敗',
    },
  },
};

export default zhTW;
