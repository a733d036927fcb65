const zhCN = {
  enterprise: {},
};

export default zhCN;
export type EnterpriseTexts = typeof zhCN;
