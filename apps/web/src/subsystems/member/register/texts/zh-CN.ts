const zhCN = {
  register: {},
};

export default zhCN;
export type RegisterTexts = typeof zhCN;
