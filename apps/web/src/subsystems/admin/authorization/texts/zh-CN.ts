/** Texts of this area; read as `admin.authorization.<key>`. */
const zhCN = { authorization: {} };

export default zhCN;
export type AuthorizationTexts = typeof zhCN;
