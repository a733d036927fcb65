const zhCN = {
  review: {},
};

export default zhCN;
export type ReviewTexts = typeof zhCN;
