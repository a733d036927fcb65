/** Texts of this area; read as `member.memberAuthorization.<key>`. */
const zhCN = { memberAuthorization: {} };

export default zhCN;
export type MemberAuthorizationTexts = typeof zhCN;
