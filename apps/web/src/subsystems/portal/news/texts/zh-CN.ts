/** Texts of the news list and detail (/newsList, /newsList/detail); read as `portal.news.<key>`. */
const zhCN = {
  news: {
    title: '新闻资讯',
    intro: '平台动态、行业资讯、政策法规与通知公告。',
    filterLabel: '新闻类型',
    all: '全部',
    total: '共 {{count}} 条',
    unknownType: '新闻类型不存在',
    showAll: '查看全部新闻',
    firstPage: '回到第一页',
    empty: '暂无新闻',
    error: '新闻加载失败',
    typesError: '新闻类型加载失败，仅显示全部新闻',
    pagination: '新闻分页',
    published: '发布时间',
    source: '来源',
    subType: '类型',
    readMore: '阅读全文',
    detail: {
      sourceLink: '查看原文',
      backToList: '返回新闻列表',
      notFound: '新闻不存在或已下线',
      error: '新闻加载失败',
    },
  },
};

export default zhCN;
export type NewsTexts = typeof zhCN;
