/** Texts of this area; read as `admin.access.<key>`. */
const zhCN = { access: {} };

export default zhCN;
export type AccessTexts = typeof zhCN;
