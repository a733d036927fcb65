const zhCN = {
  common: {},
};

export default zhCN;
export type CommonTexts = typeof zhCN;
