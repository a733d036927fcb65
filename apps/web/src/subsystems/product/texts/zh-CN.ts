/** Product texts; read as `product.<key>`. */
const zhCN = {};

export default zhCN;
export type ProductTexts = typeof zhCN;
