/** Texts of this area; read as `admin.content.<key>`. */
const zhCN = { content: {} };

export default zhCN;
export type ContentTexts = typeof zhCN;
