const zhCN = {
  realname: {},
};

export default zhCN;
export type RealNameTexts = typeof zhCN;
