const zhCN = {
  dashboard: {},
};

export default zhCN;
export type DashboardTexts = typeof zhCN;
