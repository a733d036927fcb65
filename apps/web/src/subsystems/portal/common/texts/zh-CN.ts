/** Texts shared by the portal's content pages; read as `portal.common.<key>`. */
const zhCN = {
  common: {
    retry: '重试',
    home: '首页',
    back: '返回',
    newWindow: '（在新窗口打开）',
  },
};

export default zhCN;
export type CommonTexts = typeof zhCN;
