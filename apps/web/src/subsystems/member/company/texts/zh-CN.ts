/** Texts of this area; read as `member.company.<key>`. */
const zhCN = { company: {} };

export default zhCN;
export type CompanyTexts = typeof zhCN;
