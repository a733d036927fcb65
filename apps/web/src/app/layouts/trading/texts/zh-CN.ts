/** Texts of the public header beyond its menu (app texts hold the menu): news and supply-chain links. */
const zhCN = {
  publicHeader: {
    supplyChain: '供应链金融',
    news: {
      label: '最新资讯',
      more: '更多资讯',
      all: '查看全部资讯',
      loading: '正在加载资讯…',
      empty: '暂无资讯',
      error: '资讯暂时无法加载',
    },
  },
};

export default zhCN;
export type PublicHeaderTexts = typeof zhCN;
