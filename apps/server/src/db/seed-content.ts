import { inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { DEMO_TENANTS } from '@/db/demo-accounts.ts';
import { agreements, tenants } from '@/db/schema.ts';

/**
 * Content the demo tenants need besides accounts: the agreements a registration accepts
 * (get_reg_agreement). Keyed by (tenant, code) with ON CONFLICT DO NOTHING, so it runs at every
 * start and never overwrites a text an operator has edited.
 */

interface AgreementContent {
  code: string;
  articleName: string;
  articleText: (tenantName: string) => string;
}

const USER_AGREEMENT: AgreementContent = {
  code: 'register-user-agreement',
  articleName: '平台用户注册协议',
  articleText: (tenantName) => `平台用户注册协议

适用范围：${tenantName}供应链金融服务平台（以下简称“本平台”）

欢迎您注册成为本平台用户。请您在注册前仔细阅读本协议全部条款，特别是以加粗或下划线标示的免除或限制责任的条款。您勾选“我已阅读并同意”并完成注册，即表示您已充分理解并同意接受本协议的约束。

第一条 定义
1.1 用户：指依照本协议完成注册、使用本平台服务的企业及其授权经办人。
1.2 平台服务：指本平台提供的融资产品展示、融资申请、业务审批进度查询、应收账款管理、信息发布等服务。
1.3 实名认证：指用户按照本平台要求提交营业执照、法定代表人身份证件及授权书等材料，经本平台审核确认用户真实身份的过程。

第二条 账号注册与管理
2.1 用户应提供真实、准确、完整的注册信息，包括用户名、企业名称及手机号码，并在信息变更时及时更新。
2.2 用户名注册后不可修改。用户应妥善保管账号及密码，因用户保管不善导致的损失由用户自行承担。
2.3 注册完成后，用户须完成实名认证方可使用融资申请等业务功能；未完成实名认证的账号仅可浏览公开信息。
2.4 用户不得将账号出借、转让或授权他人使用。发现账号被盗用的，应立即通知本平台。

第三条 用户的权利与义务
3.1 用户有权按照本平台规则使用平台服务，并对其提交的业务资料的真实性、合法性负责。
3.2 用户不得利用本平台从事虚构交易、伪造单据、重复融资等违法违规活动。
3.3 用户在本平台发布的融资需求、企业信息等内容不得侵犯任何第三方的合法权益。

第四条 平台的权利与义务
4.1 本平台依照法律法规和本协议向用户提供服务，并采取合理措施保障系统安全稳定运行。
4.2 对于违反本协议或相关法律法规的用户，本平台有权视情节采取警告、限制功能、冻结账号等措施。
4.3 本平台仅提供信息撮合与业务流转服务，融资是否获批及具体条件由相关金融机构独立决定。

第五条 责任限制
5.1 因不可抗力、网络故障、第三方系统原因等导致服务中断的，本平台不承担责任，但将尽力减少损失。
5.2 用户因自身原因提供虚假信息造成的一切后果，由用户自行承担。

第六条 协议的变更与终止
6.1 本平台有权根据业务发展修订本协议，修订后的协议将在平台公布，用户继续使用服务即视为接受修订内容。
6.2 用户可申请注销账号；账号存在未结清业务的，须待业务结清后方可注销。

第七条 法律适用与争议解决
本协议适用中华人民共和国法律。因本协议产生的争议，双方应友好协商解决；协商不成的，任何一方均可向本平台运营方所在地有管辖权的人民法院提起诉讼。`,
};

const PRIVACY_POLICY: AgreementContent = {
  code: 'privacy-policy',
  articleName: '隐私政策',
  articleText: (tenantName) => `隐私政策

适用范围：${tenantName}供应链金融服务平台（以下简称“本平台”）

本平台深知个人信息和企业信息对您的重要性，将按照合法、正当、必要和诚信的原则处理您的信息。请您在注册前仔细阅读本政策。

一、我们收集的信息
1. 注册信息：用户名、企业名称、手机号码及登录密码（密码经加密传输，平台仅保存不可逆的摘要）。
2. 实名认证信息：营业执照、统一社会信用代码、法定代表人及经办人的身份证件信息。
3. 业务信息：您提交的融资申请、应收账款、合同及发票等资料。
4. 日志信息：登录时间、IP 地址、操作记录，用于保障账号与交易安全。

二、我们如何使用信息
1. 为您创建并管理账号，验证您的身份，发送短信验证码。
2. 向您选择的金融机构提交融资申请所需的资料，办理业务审批与放款。
3. 识别异常登录、防范欺诈和风险，履行反洗钱等法定义务。

三、信息的共享与披露
1. 未经您同意，我们不会向第三方提供您的信息，但为办理您发起的业务而向相关金融机构提供必要资料的除外。
2. 根据法律法规、监管要求或司法机关的要求，我们可能依法披露相关信息。

四、信息的存储与保护
1. 您的信息存储于中华人民共和国境内。
2. 我们采用加密传输、访问控制、操作审计等措施保护您的信息，防止信息泄露、毁损或丢失。
3. 我们仅在实现本政策所述目的所必需的期限内保留您的信息，法律法规另有规定的除外。

五、您的权利
1. 您可以在“个人信息”中查询、更正您的姓名、邮箱、职位等信息，或更换绑定手机号。
2. 您可以申请注销账号，注销后我们将按法律规定删除或匿名化处理您的信息。

六、联系我们
如您对本政策有任何疑问，可通过平台客服与我们联系，我们将在十五个工作日内答复。`,
};

const REGISTRATION_AGREEMENTS = [USER_AGREEMENT, PRIVACY_POLICY];

export async function seedRegistrationAgreements(db: Db): Promise<void> {
  const tenantRows = await db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(
      inArray(
        tenants.code,
        DEMO_TENANTS.map((t) => t.code),
      ),
    );
  const rows = tenantRows.flatMap((tenant) =>
    REGISTRATION_AGREEMENTS.map((content, index) => ({
      tenantId: tenant.id,
      code: content.code,
      kind: 'register',
      articleName: content.articleName,
      articleText: content.articleText(tenant.name),
      sortOrder: index + 1,
    })),
  );
  if (rows.length === 0) return;
  await db
    .insert(agreements)
    .values(rows)
    .onConflictDoNothing({ target: [agreements.tenantId, agreements.code] });
}
