/** Texts of this area; read as `admin.organization.<key>`. */
const zhCN = { organization: {} };

export default zhCN;
export type OrganizationTexts = typeof zhCN;
