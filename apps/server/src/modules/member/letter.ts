/**
 * The user authorization letter (用户授权函) the wizard asks the registrant to read and tick: an HTML
 * document naming the enterprise, stored in the file store and shown from there.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML or SVG markup, in content and in quoted attributes. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

export interface LetterParties {
  platformName: string;
  enterpriseName: string;
  usccCode: string;
  legalRepr: string;
  /** The date the letter is issued, YYYY-MM-DD (China). */
  date: string;
}

export function authorizationLetterHtml(p: LetterParties): string {
  const e = {
    platform: escapeHtml(p.platformName),
    name: escapeHtml(p.enterpriseName),
    code: escapeHtml(p.usccCode),
    legal: escapeHtml(p.legalRepr),
  };
  const [year, month, day] = p.date.split('-');
  const clauses = [
    `本企业同意并授权${e.platform}（以下简称“平台”）为办理企业注册、实名认证及供应链金融相关业务之目的，向市场监督管理、税务、公安身份核验、人民银行征信中心等机构及依法设立的第三方数据服务机构查询、核验本企业的工商登记信息、发票信息、法定代表人及操作员身份信息。`,
    '本企业同意平台在前述目的范围内收集、保存、使用本企业提交的营业执照、身份证件、发票及联系人信息，并向为本企业提供融资服务的资金方提供必要的信息。',
    '本企业保证所提交的资料真实、准确、完整、有效，所指定的操作员已获得本企业的合法授权，其在平台上的操作视为本企业的行为，由本企业承担相应法律责任。',
    '本授权自本企业在平台勾选确认之日起生效，至本企业在平台注销之日终止。',
  ];
  const body = clauses.map((c, i) => `<p>${i + 1}. ${c}</p>`).join('\n');
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><title>用户授权函</title>
<style>body{font-family:"PingFang SC","Microsoft YaHei",sans-serif;max-width:760px;margin:40px auto;line-height:1.9;color:#262626}h1{text-align:center;font-size:24px}.sign{margin-top:48px;text-align:right}</style>
</head>
<body>
<h1>用户授权函</h1>
<p>致：${e.platform}</p>
<p>授权企业：${e.name}（统一社会信用代码：${e.code}），法定代表人：${e.legal}。</p>
${body}
<div class="sign"><p>授权企业：${e.name}</p><p>法定代表人：${e.legal}</p><p>${year}年${month}月${day}日</p></div>
</body>
</html>
`;
}
