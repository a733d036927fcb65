import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_TYPES, ERROR_CODES, PERMISSIONS } from '@scf/shared';
import {
  aboutUs,
  agreements,
  auditLog,
  footerContents,
  friendLinks,
  news,
  pageConfigs,
  products,
  rewardPolicies,
  rolePermissions,
  roles,
  siteAds,
  tenants,
} from '@/db/schema.ts';
import { browser, signedIn } from '@/modules/auth/test-support.ts';
import type { Browser } from '@/modules/auth/test-support.ts';
import { storeFile } from '@/modules/files/store.ts';
import { rowCounts } from '@/modules/user/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

const BASE = '/api/admin/content';
const PUBLIC = {
  search: '/api/portal/cms/content/news/search',
  get: '/api/portal/cms/content/news/get',
  ads: '/api/portal/cms/site/query_by_site_position_code',
  policies: '/api/content/reward_policy/direct_query',
  policy: '/api/content/reward_policy/get',
  links: '/api/portal/cms/content/friend_link/query',
  about: '/api/portal/cms/content/about_us/get',
  footer: '/api/portal/cms/content/page/footer/get',
  pageConfig: '/api/sys/get_system_page_config',
  agreements: '/api/portal/fsp/member/get_reg_agreement',
  agreement: '/api/portal/fsp/member/reg_agreement_detail',
};

let t: TestApp;
let admin: Browser;
let adminT2: Browser;
let comp: Browser;
let bank: Browser;
let comp02: Browser;
let visitor: Browser;
let t1: number;
let image: string;
let image2: string;
const db = () => t.database.db;
const everything = {
  news,
  siteAds,
  rewardPolicies,
  agreements,
  friendLinks,
  aboutUs,
  footerContents,
  pageConfigs,
  auditLog,
};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [admin, adminT2, comp, bank, comp02] = await Promise.all([
    signedIn(t.app, 'admin01'),
    signedIn(t.app, 'admin01', 'T002'),
    signedIn(t.app, 'comp01'),
    signedIn(t.app, 'bank01'),
    signedIn(t.app, 'comp02'),
  ]);
  visitor = browser(t.app);
  await visitor.get('/health');
  const [row] = await db().select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'T001'));
  t1 = row!.id;
  const svg = (fill: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="${fill}"/></svg>`,
    );
  image = (
    await storeFile(db(), {
      content: svg('#123456'),
      contentType: 'image/svg+xml',
      originalFileName: 'a.svg',
    })
  ).url;
  image2 = (
    await storeFile(db(), {
      content: svg('#654321'),
      contentType: 'image/svg+xml',
      originalFileName: 'b.svg',
    })
  ).url;
});
afterAll(() => t.close());

const data = <T = Record<string, unknown>>(res: { json(): unknown }) => (res.json() as { data: T }).data;
const rows = <T = Record<string, unknown>>(res: { json(): unknown }) =>
  data<{ rows: T[]; total: number }>(res);

function expectOk(res: { json(): { error_no: number; error_info: string }; body: string }) {
  expect(res.json().error_no, res.body).toBe(0);
}

function refused(res: { json(): { error_no: number; error_info: string } }, code: number, info?: string) {
  expect(res.json().error_no).toBe(code);
  if (info !== undefined) expect(res.json().error_info).toBe(info);
}

const newsBody = (change: Record<string, unknown> = {}) => ({
  article_name: '测试新闻：供应链金融新规发布',
  sub_type: 'platformNews',
  article_remark: '一则测试摘要',
  article_source: '测试来源',
  article_source_link: 'https://example.com/source',
  logo_image_url: image,
  publish_date: new Date('2030-01-01T08:00:00.000Z').toISOString(),
  content: '<p>正文<strong>加粗</strong></p>',
  ...change,
});

async function createNews(client: Browser = admin, change: Record<string, unknown> = {}): Promise<string> {
  const res = await client.post(`${BASE}/news/save`, newsBody(change));
  expectOk(res);
  return data<{ id: string }>(res).id;
}

const auditRows = (entity: string, id: string) =>
  db()
    .select({ action: auditLog.action, actor: auditLog.actorUserId })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);

/** Takes a right away from the operator role of T001 for the duration of `run`. */
async function withoutRight(code: string, run: () => Promise<void>) {
  const [role] = await db()
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, t1), eq(roles.code, 'operator')));
  const where = and(eq(rolePermissions.roleId, role!.id), eq(rolePermissions.permissionCode, code));
  await db().delete(rolePermissions).where(where);
  try {
    await run();
  } finally {
    await db().insert(rolePermissions).values({ roleId: role!.id, permissionCode: code });
  }
}

describe('rights', () => {
  const kinds = ['news', 'ad', 'policy', 'agreement', 'friend_link'];
  const paths = [
    ...kinds.flatMap((k) =>
      ['query', 'get', 'save', 'publish', 'unpublish', 'delete'].map((m) => `${BASE}/${k}/${m}`),
    ),
    `${BASE}/news_type/query`,
    `${BASE}/ad/targets`,
    `${BASE}/site/get`,
    `${BASE}/site/save`,
  ];

  it('refuses enterprise, institution and unverified users with -107 on every call, writing nothing', async () => {
    const before = await rowCounts(db(), everything);
    for (const client of [comp, bank, comp02]) {
      for (const path of paths) {
        const res = await client.post(path, { id: 1 });
        expect(res.json().error_no, path).toBe(ERROR_CODES.FORBIDDEN);
      }
    }
    expect(await rowCounts(db(), everything)).toEqual(before);
  });

  it('refuses a visitor without a session', async () => {
    for (const path of [`${BASE}/news/query`, `${BASE}/news/save`, `${BASE}/site/save`]) {
      const res = await visitor.post(path, {});
      expect([ERROR_CODES.SESSION_INVALID, ERROR_CODES.PAGE_EXPIRED]).toContain(res.json().error_no);
    }
  });

  it('needs CONTENT_PUBLISH to publish and CONTENT_EDIT to write or delete', async () => {
    const id = await createNews();
    await withoutRight(PERMISSIONS.content.publish, async () => {
      refused(await admin.post(`${BASE}/news/publish`, { id }), ERROR_CODES.FORBIDDEN);
      expectOk(await admin.post(`${BASE}/news/query`, {}));
      expectOk(await admin.post(`${BASE}/news/save`, newsBody({ id })));
    });
    await withoutRight(PERMISSIONS.content.edit, async () => {
      refused(await admin.post(`${BASE}/news/save`, newsBody({ id })), ERROR_CODES.FORBIDDEN);
      refused(await admin.post(`${BASE}/news/delete`, { id }), ERROR_CODES.FORBIDDEN);
      refused(await admin.post(`${BASE}/site/save`, {}), ERROR_CODES.FORBIDDEN);
      expectOk(await admin.post(`${BASE}/news/get`, { id }));
      expectOk(await admin.post(`${BASE}/news/publish`, { id }));
    });
    expectOk(await admin.post(`${BASE}/news/delete`, { id }));
  });
});

describe('news', () => {
  it('lists every sub-type, the help centre included', async () => {
    const res = await admin.post(`${BASE}/news_type/query`, {});
    const codes = rows<{ code: string; name: string }>(res).rows.map((r) => r.code);
    expect(codes).toEqual(['platformNews', 'industryNews', 'policyRegulation', 'notice', 'helpCenter']);
    expect(rows<{ name: string }>(res).rows[0]!.name).toBe('平台新闻');
  });

  it('writes an article unpublished, publishes it to the public list, withdraws it again; each move audited', async () => {
    const id = await createNews(admin, { article_name: '发布流程测试文章' });
    const [row] = await db()
      .select()
      .from(news)
      .where(eq(news.id, Number(id)));
    expect(row).toMatchObject({ tenantId: t1, status: 'unpublished', subType: 'platformNews' });
    const publicNames = async () =>
      rows<{ articleName: string }>(
        await visitor.post(PUBLIC.search, { page_size: 99, artical_sub_type: 'platformNews' }),
      ).rows.map((r) => r.articleName);
    // The list's total follows each move at once (its count is kept between requests).
    const publicTotal = async () =>
      rows(await visitor.post(PUBLIC.search, { page_size: 1, artical_sub_type: 'platformNews' })).total;
    expect(await publicNames()).not.toContain('发布流程测试文章');
    expect((await visitor.get(`${PUBLIC.get}?news_id=${id}`)).statusCode).toBe(404);
    const before = await publicTotal();

    expectOk(await admin.post(`${BASE}/news/publish`, { id }));
    expect((await publicNames())[0]).toBe('发布流程测试文章');
    expect(await publicTotal()).toBe(before + 1);
    const shown = await visitor.get(`${PUBLIC.get}?news_id=${id}`);
    expect(data<{ articleText: string }>(shown).articleText).toBe('<p>正文<strong>加粗</strong></p>');

    refused(
      await admin.post(`${BASE}/news/publish`, { id }),
      ERROR_CODES.CONFLICT,
      'id: 该内容已发布，请刷新后重试',
    );
    expectOk(await admin.post(`${BASE}/news/unpublish`, { id }));
    expect(await publicNames()).not.toContain('发布流程测试文章');
    expect(await publicTotal()).toBe(before);
    expect((await visitor.get(`${PUBLIC.get}?news_id=${id}`)).statusCode).toBe(404);
    refused(
      await admin.post(`${BASE}/news/unpublish`, { id }),
      ERROR_CODES.CONFLICT,
      'id: 该内容已下线，请刷新后重试',
    );

    expect((await auditRows('content_news', id)).map((r) => r.action)).toEqual([
      'create',
      'publish',
      'unpublish',
    ]);
  });

  it('answers the article for editing and saves an edit over it', async () => {
    const id = await createNews();
    const detail = data(await admin.post(`${BASE}/news/get`, { id }));
    expect(detail).toMatchObject({
      id,
      articleName: '测试新闻：供应链金融新规发布',
      subType: 'platformNews',
      subTypeName: '平台新闻',
      articleRemark: '一则测试摘要',
      articleSource: '测试来源',
      articleSourceLink: 'https://example.com/source',
      logoImageUrl: image,
      status: 'unpublished',
      publishDate: '2030-01-01T08:00:00.000Z',
      content: '<p>正文<strong>加粗</strong></p>',
    });
    expectOk(
      await admin.post(
        `${BASE}/news/save`,
        newsBody({
          id,
          article_name: '改过的标题',
          sub_type: 'notice',
          logo_image_url: '',
          article_source_link: '',
        }),
      ),
    );
    expect(data(await admin.post(`${BASE}/news/get`, { id }))).toMatchObject({
      articleName: '改过的标题',
      subType: 'notice',
      logoImageUrl: null,
      articleSourceLink: null,
    });
    expect((await auditRows('content_news', id)).map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('stores a hostile body clean: no script, event handler or javascript: link', async () => {
    const id = await createNews(admin, {
      content:
        '<p onclick="steal()">正文<script>alert(1)</script></p><img src="x" onerror="alert(1)">' +
        `<img src="${image}" alt="图" onerror="alert(2)">` +
        '<a href="javascript:alert(1)">坏链接</a><a href="https://example.com/ok" onmouseover="x()">好链接</a>' +
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
    });
    const [row] = await db()
      .select({ text: news.articleText })
      .from(news)
      .where(eq(news.id, Number(id)));
    const stored = row!.text;
    for (const bad of [
      '<script',
      'onerror',
      'onclick',
      'onmouseover',
      'javascript:',
      '<iframe',
      '<style',
      'src="x"',
    ]) {
      expect(stored.toLowerCase()).not.toContain(bad);
    }
    expect(stored).toContain(`<img src="${image}" alt="图" />`);
    expect(stored).toContain(
      '<a href="https://example.com/ok" target="_blank" rel="noopener noreferrer">好链接</a>',
    );
    expect(stored).toContain('<a>坏链接</a>');
  });

  it('refuses a body that the sanitiser leaves empty', async () => {
    const res = await admin.post(
      `${BASE}/news/save`,
      newsBody({ content: '<script>alert(1)</script><p onclick="x()"> </p>' }),
    );
    refused(res, ERROR_CODES.VALIDATION, 'content: 请输入正文');
  });

  it.each([
    [{ article_name: '' }, 'articleName: 请输入标题'],
    [{ article_name: '   ' }, 'articleName: 请输入标题'],
    [{ article_name: '长'.repeat(101) }, 'articleName: 标题不能超过100个字符'],
    [{ sub_type: '' }, 'subType: 请选择新闻类型'],
    [{ sub_type: 'no_such_type' }, 'subType: 新闻类型不存在'],
    [{ article_remark: '摘'.repeat(301) }, 'articleRemark: 摘要不能超过300个字符'],
    [{ article_source: '源'.repeat(51) }, 'articleSource: 来源不能超过50个字符'],
    [
      { article_source_link: 'javascript:alert(1)' },
      'articleSourceLink: 请输入以 http:// 或 https:// 开头的有效网址',
    ],
    [
      { article_source_link: 'ftp://example.com' },
      'articleSourceLink: 请输入以 http:// 或 https:// 开头的有效网址',
    ],
    [{ logo_image_url: 'https://evil.example/a.png' }, 'logoImageUrl: 图片地址不正确，请重新上传'],
    [{ logo_image_url: `/api/files/${'0'.repeat(64)}` }, 'logoImageUrl: 图片不存在，请重新上传'],
    [{ publish_date: '2030-13-01' }, 'publishDate: 日期格式不正确'],
    [{ content: '' }, 'content: 请输入正文'],
    [{ content: '<p></p>' }, 'content: 请输入正文'],
    [{ content: 'x'.repeat(200_001) }, 'content: 正文不能超过200000个字符'],
    [
      { content: `<p>图</p><img src="/api/files/${'d'.repeat(64)}" alt="">` },
      'content: 图片不存在，请重新上传',
    ],
    [{ id: 'abc' }, 'id: 编号不正确'],
  ])('refuses %j naming the field and the rule, writing nothing', async (change, info) => {
    const before = await rowCounts(db(), { news, auditLog });
    const res = await admin.post(`${BASE}/news/save`, newsBody(change));
    refused(res, ERROR_CODES.VALIDATION, info);
    expect(await rowCounts(db(), { news, auditLog })).toEqual(before);
  });

  it('filters by sub-type, status and keyword, and pages', async () => {
    const a = await createNews(admin, { article_name: '筛选测试甲', sub_type: 'industryNews' });
    await createNews(admin, { article_name: '筛选测试乙', sub_type: 'industryNews' });
    await createNews(admin, { article_name: '筛选测试丙', sub_type: 'notice' });
    expectOk(await admin.post(`${BASE}/news/publish`, { id: a }));
    const names = async (body: object) =>
      rows<{ articleName: string }>(await admin.post(`${BASE}/news/query`, body)).rows.map(
        (r) => r.articleName,
      );
    expect((await names({ keyword: '筛选测试' })).sort()).toEqual(
      ['筛选测试丙', '筛选测试乙', '筛选测试甲'].sort(),
    );
    expect((await names({ keyword: '筛选测试', sub_type: 'industryNews' })).sort()).toEqual(
      ['筛选测试乙', '筛选测试甲'].sort(),
    );
    expect(await names({ keyword: '筛选测试', status: 'published' })).toEqual(['筛选测试甲']);
    expect(await names({ keyword: '%' })).toEqual([]);
    const first = rows(
      await admin.post(`${BASE}/news/query`, { page_no: 1, page_size: 2, keyword: '筛选测试' }),
    );
    const second = rows(
      await admin.post(`${BASE}/news/query`, { page_no: 2, page_size: 2, keyword: '筛选测试' }),
    );
    expect(first.total).toBe(3);
    expect(first.rows).toHaveLength(2);
    expect(second.rows).toHaveLength(1);
    refused(
      await admin.post(`${BASE}/news/query`, { status: 'live' }),
      ERROR_CODES.VALIDATION,
      'status: 状态应为已发布或未发布',
    );
    refused(
      await admin.post(`${BASE}/news/query`, { page_size: 101 }),
      ERROR_CODES.VALIDATION,
      'pageSize: 每页条数应为1到100之间的整数',
    );
    refused(
      await admin.post(`${BASE}/news/query`, { keyword: 'k'.repeat(51) }),
      ERROR_CODES.VALIDATION,
      'keyword: 关键词不能超过50个字符',
    );
  });

  it('publishes a help-centre article to the help list', async () => {
    const id = await createNews(admin, { article_name: '如何上传营业执照（测试）', sub_type: 'helpCenter' });
    expectOk(await admin.post(`${BASE}/news/publish`, { id }));
    const help = rows<{ articleName: string }>(
      await visitor.post(PUBLIC.search, { page_size: 99, artical_sub_type: 'helpCenter' }),
    ).rows.map((r) => r.articleName);
    expect(help).toContain('如何上传营业执照（测试）');
    // Help articles stay out of the news list.
    const list = rows<{ articleName: string }>(await visitor.post(PUBLIC.search, { page_size: 99 })).rows;
    expect(list.map((r) => r.articleName)).not.toContain('如何上传营业执照（测试）');
  });

  it('settles two publishes, and two deletes, at once: exactly one wins', async () => {
    const id = await createNews();
    const published = await Promise.all([
      admin.post(`${BASE}/news/publish`, { id }),
      admin.post(`${BASE}/news/publish`, { id }),
    ]);
    expect(published.map((r) => r.json().error_no).sort()).toEqual([0, ERROR_CODES.CONFLICT].sort());
    const deleted = await Promise.all([
      admin.post(`${BASE}/news/delete`, { id }),
      admin.post(`${BASE}/news/delete`, { id }),
    ]);
    expect(deleted.map((r) => r.json().error_no).sort()).toEqual([0, ERROR_CODES.NOT_FOUND].sort());
    expect((await auditRows('content_news', id)).map((r) => r.action)).toEqual([
      'create',
      'publish',
      'delete',
    ]);
    expect(
      await db()
        .select()
        .from(news)
        .where(eq(news.id, Number(id))),
    ).toEqual([]);
  });

  it('settles a new article submitted twice at once: one row, the other refused', async () => {
    const before = await rowCounts(db(), { news, auditLog });
    const body = newsBody({ article_name: '重复提交测试', request_key: 'f0e1d2c3b4a5968778695a4b3c2d1e0f' });
    const replies = await Promise.all([
      admin.post(`${BASE}/news/save`, body),
      admin.post(`${BASE}/news/save`, body),
    ]);
    expect(replies.map((r) => r.json().error_no).sort()).toEqual([0, ERROR_CODES.CONFLICT].sort());
    const refusal = replies.find((r) => r.json().error_no !== 0)!;
    expect(refusal.json().error_info).toBe('requestKey: 已提交，请勿重复提交');
    expect(await rowCounts(db(), { news, auditLog })).toEqual({
      news: before.news! + 1,
      auditLog: before.auditLog! + 1,
    });
    // The same key in another tenant is another row.
    expectOk(await adminT2.post(`${BASE}/news/save`, body));
    refused(
      await admin.post(`${BASE}/news/save`, newsBody({ request_key: 'short' })),
      ERROR_CODES.VALIDATION,
      'requestKey: 提交编号不正确',
    );
  });

  it('answers "not found" for another tenant’s article and changes nothing', async () => {
    const id = await createNews(adminT2, { article_name: '租户二的文章' });
    const before = await rowCounts(db(), { news, auditLog });
    for (const path of ['get', 'publish', 'unpublish', 'delete']) {
      refused(await admin.post(`${BASE}/news/${path}`, { id }), ERROR_CODES.NOT_FOUND, 'id: 内容不存在');
    }
    refused(await admin.post(`${BASE}/news/save`, newsBody({ id })), ERROR_CODES.NOT_FOUND, 'id: 内容不存在');
    refused(await admin.post(`${BASE}/news/get`, { id: 987_654_321 }), ERROR_CODES.NOT_FOUND);
    expect(await rowCounts(db(), { news, auditLog })).toEqual(before);
    const [row] = await db()
      .select()
      .from(news)
      .where(eq(news.id, Number(id)));
    expect(row).toMatchObject({ articleName: '租户二的文章', status: 'unpublished' });
    const listed = rows<{ id: string }>(
      await admin.post(`${BASE}/news/query`, { page_size: 100, keyword: '租户二的文章' }),
    );
    expect(listed.total).toBe(0);
  });
});

describe('ads', () => {
  const adBody = (change: Record<string, unknown> = {}) => ({
    position_code: 'web_index',
    title: '测试横幅',
    image_url: image2,
    ad_type: AD_TYPES.link,
    hyperlink: '/voucher',
    sort_order: 0,
    ...change,
  });
  const banner = async () =>
    rows<{ title: string; adType: number; adAttachment: string | null }>(
      await visitor.post(PUBLIC.ads, { ad_position_code: 'web_index' }),
    ).rows;

  it('shows a published ad on its position, first by order, and withdraws it', async () => {
    const newsId = await createNews(admin, { article_name: '横幅指向的新闻' });
    expectOk(await admin.post(`${BASE}/news/publish`, { id: newsId }));
    const res = await admin.post(
      `${BASE}/ad/save`,
      adBody({ title: '新闻横幅', ad_type: AD_TYPES.news, attachment: newsId, hyperlink: '' }),
    );
    expectOk(res);
    const { id } = data<{ id: string }>(res);
    expect((await banner()).map((r) => r.title)).not.toContain('新闻横幅');
    expectOk(await admin.post(`${BASE}/ad/publish`, { id }));
    expect((await banner())[0]).toMatchObject({
      title: '新闻横幅',
      adType: AD_TYPES.news,
      adAttachment: newsId,
    });
    const listed = rows(
      await admin.post(`${BASE}/ad/query`, { position_code: 'web_index', keyword: '新闻横幅' }),
    );
    expect(listed.rows[0]).toMatchObject({
      id,
      attachment: newsId,
      attachmentName: '横幅指向的新闻',
      status: 'published',
      hyperlink: null,
    });
    expectOk(await admin.post(`${BASE}/ad/unpublish`, { id }));
    expect((await banner()).map((r) => r.title)).not.toContain('新闻横幅');
    expect((await auditRows('content_ad', id)).map((r) => r.action)).toEqual([
      'create',
      'publish',
      'unpublish',
    ]);
  });

  it('stores a product ad by the product’s code and answers its id', async () => {
    const [product] = await db()
      .select({ id: products.id, code: products.productCode, name: products.productName })
      .from(products)
      .where(and(eq(products.tenantId, t1), eq(products.productStatus, 3)))
      .limit(1);
    const res = await admin.post(
      `${BASE}/ad/save`,
      adBody({ title: '产品横幅', ad_type: AD_TYPES.product, attachment: String(product!.id) }),
    );
    expectOk(res);
    const { id } = data<{ id: string }>(res);
    const [row] = await db()
      .select()
      .from(siteAds)
      .where(eq(siteAds.id, Number(id)));
    expect(row).toMatchObject({ attachment: product!.code, hyperlink: null, status: 'unpublished' });
    expect(data(await admin.post(`${BASE}/ad/get`, { id }))).toMatchObject({
      attachment: String(product!.id),
      attachmentName: product!.name,
    });
    const targets = rows<{ id: string; name: string; live: boolean }>(
      await admin.post(`${BASE}/ad/targets`, { ad_type: AD_TYPES.product, keyword: product!.name }),
    ).rows;
    expect(targets).toContainEqual({ id: String(product!.id), name: product!.name, live: true });
    refused(
      await admin.post(`${BASE}/ad/targets`, { ad_type: AD_TYPES.link }),
      ERROR_CODES.VALIDATION,
      'adType: 广告类型应为链接、新闻、政策或产品',
    );
    expectOk(await admin.post(`${BASE}/ad/delete`, { id }));
  });

  it.each([
    [{ position_code: '' }, 'positionCode: 广告位编码应为1到32位字母、数字或下划线'],
    [{ position_code: 'web index' }, 'positionCode: 广告位编码应为1到32位字母、数字或下划线'],
    [{ title: '' }, 'title: 请输入标题'],
    [{ image_url: '' }, 'imageUrl: 图片地址不正确，请重新上传'],
    [{ image_url: `/api/files/${'f'.repeat(64)}` }, 'imageUrl: 图片不存在，请重新上传'],
    [{ ad_type: 2 }, 'adType: 广告类型应为链接、新闻、政策或产品'],
    [{ hyperlink: '' }, 'hyperlink: 请输入广告链接'],
    [
      { hyperlink: 'javascript:alert(1)' },
      'hyperlink: 链接应为以 http:// 或 https:// 开头的网址，或以 / 开头的站内路径',
    ],
    [
      { hyperlink: '//evil.example' },
      'hyperlink: 链接应为以 http:// 或 https:// 开头的网址，或以 / 开头的站内路径',
    ],
    [{ ad_type: AD_TYPES.news }, 'attachment: 请选择广告打开的内容'],
    [{ ad_type: AD_TYPES.news, attachment: '987654321' }, 'attachment: 广告打开的内容不存在'],
    [{ ad_type: AD_TYPES.policy, attachment: 'x' }, 'attachment: 编号不正确'],
    [{ sort_order: -1 }, 'sortOrder: 排序应为0到9999之间的整数'],
    [{ sort_order: 10_000 }, 'sortOrder: 排序应为0到9999之间的整数'],
    [
      { start_at: '2030-02-01T00:00:00.000Z', end_at: '2030-01-01T00:00:00.000Z' },
      'endAt: 结束时间须晚于开始时间',
    ],
    [
      { start_at: '2030-02-01T00:00:00.000Z', end_at: '2030-02-01T00:00:00.000Z' },
      'endAt: 结束时间须晚于开始时间',
    ],
    [{ start_at: 'tomorrow' }, 'startAt: 日期格式不正确'],
  ])('refuses %j, writing nothing', async (change, info) => {
    const before = await rowCounts(db(), { siteAds, auditLog });
    refused(await admin.post(`${BASE}/ad/save`, adBody(change)), ERROR_CODES.VALIDATION, info);
    expect(await rowCounts(db(), { siteAds, auditLog })).toEqual(before);
  });

  it('refuses an ad that opens another tenant’s news', async () => {
    const foreign = await createNews(adminT2);
    refused(
      await admin.post(`${BASE}/ad/save`, adBody({ ad_type: AD_TYPES.news, attachment: foreign })),
      ERROR_CODES.VALIDATION,
      'attachment: 广告打开的内容不存在',
    );
  });

  it('keeps an ad off the banner outside its display window', async () => {
    const res = await admin.post(
      `${BASE}/ad/save`,
      adBody({ title: '未来横幅', start_at: '2099-01-01T00:00:00.000Z', end_at: '2099-02-01T00:00:00.000Z' }),
    );
    const { id } = data<{ id: string }>(res);
    expectOk(await admin.post(`${BASE}/ad/publish`, { id }));
    expect((await banner()).map((r) => r.title)).not.toContain('未来横幅');
    expectOk(await admin.post(`${BASE}/ad/delete`, { id }));
  });
});

describe('policies', () => {
  const policyBody = (change: Record<string, unknown> = {}) => ({
    policy_name: '测试贴息政策',
    policy_remark: '面向小微企业',
    issuer: '测试市财政局',
    logo_image_url: image,
    valid_from: '2030-01-01',
    valid_to: '2030-12-31',
    content: '<h2>支持对象</h2><p>小微企业<a href="javascript:void(0)">链接</a></p>',
    ...change,
  });

  it('publishes a policy to the public list and page, with its text clean, and withdraws it', async () => {
    const res = await admin.post(`${BASE}/policy/save`, policyBody());
    expectOk(res);
    const { id } = data<{ id: string }>(res);
    const names = async () =>
      rows<{ policyName: string }>(await visitor.post(PUBLIC.policies, { page_size: 99 })).rows.map(
        (r) => r.policyName,
      );
    expect(await names()).not.toContain('测试贴息政策');
    expectOk(await admin.post(`${BASE}/policy/publish`, { id }));
    expect(await names()).toContain('测试贴息政策');
    const shown = data<{ policyText: string; issuer: string; validTo: string }>(
      await visitor.get(`${PUBLIC.policy}?id=${id}`),
    );
    expect(shown).toMatchObject({ issuer: '测试市财政局', validTo: '2030-12-31' });
    expect(shown.policyText).toBe('<h2>支持对象</h2><p>小微企业<a>链接</a></p>');
    expect(data(await admin.post(`${BASE}/policy/get`, { id }))).toMatchObject({
      status: 'published',
      content: shown.policyText,
    });
    expectOk(await admin.post(`${BASE}/policy/unpublish`, { id }));
    expect(await names()).not.toContain('测试贴息政策');
    expect((await visitor.get(`${PUBLIC.policy}?id=${id}`)).statusCode).toBe(404);
    expect((await auditRows('content_policy', id)).map((r) => r.action)).toEqual([
      'create',
      'publish',
      'unpublish',
    ]);
  });

  it.each([
    [{ policy_name: '' }, 'policyName: 请输入名称'],
    [{ issuer: '' }, 'issuer: 请输入发布机构'],
    [{ issuer: '机'.repeat(51) }, 'issuer: 发布机构不能超过50个字符'],
    [{ valid_to: '2029-12-31' }, 'validTo: 失效日期不得早于生效日期'],
    [{ valid_from: '2030/01/01' }, 'validFrom: 日期格式不正确'],
    [{ content: '<script>x</script>' }, 'content: 请输入正文'],
  ])('refuses %j, writing nothing', async (change, info) => {
    const before = await rowCounts(db(), { rewardPolicies, auditLog });
    refused(await admin.post(`${BASE}/policy/save`, policyBody(change)), ERROR_CODES.VALIDATION, info);
    expect(await rowCounts(db(), { rewardPolicies, auditLog })).toEqual(before);
  });
});

describe('registration agreements', () => {
  const listed = async () =>
    data<{ id: string; articleName: string }[]>(
      await visitor.post(PUBLIC.agreements, { tenant_id: 'T001' }),
    ).map((a) => a.articleName);

  it('withdraws a seeded agreement from registration and publishes it again', async () => {
    const seeded = rows<{ id: string; articleName: string; status: string }>(
      await admin.post(`${BASE}/agreement/query`, {}),
    ).rows;
    expect(seeded.length).toBeGreaterThan(0);
    const first = seeded[0]!;
    expect(first.status).toBe('published');
    expect(await listed()).toContain(first.articleName);

    expectOk(await admin.post(`${BASE}/agreement/unpublish`, { id: first.id }));
    expect(await listed()).not.toContain(first.articleName);
    expect((await visitor.post(PUBLIC.agreement, { id: first.id, tenant_id: 'T001' })).json().error_no).toBe(
      ERROR_CODES.NOT_FOUND,
    );
    expectOk(await admin.post(`${BASE}/agreement/publish`, { id: first.id }));
    expect(await listed()).toContain(first.articleName);
  });

  it('writes a new agreement as plain text and shows it once published, in its order', async () => {
    const text = '第一条 <b>不是标签</b>\n第二条 & 其他';
    const res = await admin.post(`${BASE}/agreement/save`, {
      article_name: '测试补充协议',
      content: text,
      sort_order: 99,
    });
    expectOk(res);
    const { id } = data<{ id: string }>(res);
    expect(await listed()).not.toContain('测试补充协议');
    expectOk(await admin.post(`${BASE}/agreement/publish`, { id }));
    expect((await listed()).at(-1)).toBe('测试补充协议');
    const shown = data<{ articleText: string }>(
      await visitor.post(PUBLIC.agreement, { id, tenant_id: 'T001' }),
    );
    expect(shown.articleText).toBe(text);
    refused(
      await admin.post(`${BASE}/agreement/save`, { article_name: '', content: 'x' }),
      ERROR_CODES.VALIDATION,
      'articleName: 请输入名称',
    );
    refused(
      await admin.post(`${BASE}/agreement/save`, { article_name: 'x', content: ' ' }),
      ERROR_CODES.VALIDATION,
      'content: 请输入协议内容',
    );
    expectOk(await admin.post(`${BASE}/agreement/delete`, { id }));
    expect(await listed()).not.toContain('测试补充协议');
  });

  it('does not manage agreements of other kinds', async () => {
    const [other] = await db()
      .insert(agreements)
      .values({
        tenantId: t1,
        code: 'test-other-kind',
        kind: 'finance',
        articleName: '其他协议',
        articleText: 'x',
      })
      .returning({ id: agreements.id });
    refused(await admin.post(`${BASE}/agreement/get`, { id: other!.id }), ERROR_CODES.NOT_FOUND);
    refused(await admin.post(`${BASE}/agreement/unpublish`, { id: other!.id }), ERROR_CODES.NOT_FOUND);
    refused(await admin.post(`${BASE}/agreement/delete`, { id: other!.id }), ERROR_CODES.NOT_FOUND);
    await db().delete(agreements).where(eq(agreements.id, other!.id));
  });
});

describe('friend links', () => {
  const linkBody = (change: Record<string, unknown> = {}) => ({
    name: '测试合作伙伴',
    url: 'https://partner.example.com/',
    logo_url: image,
    sort_order: 0,
    ...change,
  });

  it('shows a published link on the about page’s wall, first by order, and withdraws it', async () => {
    const res = await admin.post(`${BASE}/friend_link/save`, linkBody());
    expectOk(res);
    const { id } = data<{ id: string }>(res);
    const names = async () =>
      rows<{ name: string }>(await visitor.post(PUBLIC.links, {})).rows.map((r) => r.name);
    expect(await names()).not.toContain('测试合作伙伴');
    expectOk(await admin.post(`${BASE}/friend_link/publish`, { id }));
    expect((await names())[0]).toBe('测试合作伙伴');
    expectOk(
      await admin.post(`${BASE}/friend_link/save`, linkBody({ id, name: '改名的伙伴', sort_order: 9999 })),
    );
    expect((await names()).at(-1)).toBe('改名的伙伴');
    expect(data(await admin.post(`${BASE}/friend_link/get`, { id }))).toMatchObject({
      name: '改名的伙伴',
      status: 'published',
    });
    expectOk(await admin.post(`${BASE}/friend_link/unpublish`, { id }));
    expect(await names()).not.toContain('改名的伙伴');
  });

  it.each([
    [{ name: '' }, 'name: 请输入名称'],
    [{ name: '名'.repeat(51) }, 'name: 名称不能超过50个字符'],
    [{ url: '' }, 'url: 请输入以 http:// 或 https:// 开头的有效网址'],
    [{ url: 'javascript:alert(1)' }, 'url: 请输入以 http:// 或 https:// 开头的有效网址'],
    [{ url: 'https://a b.com' }, 'url: 请输入以 http:// 或 https:// 开头的有效网址'],
    [{ logo_url: '' }, 'logoUrl: 图片地址不正确，请重新上传'],
    [{ logo_url: `/api/files/${'a'.repeat(64)}` }, 'logoUrl: 图片不存在，请重新上传'],
    [{ sort_order: '1.5' }, 'sortOrder: 排序应为0到9999之间的整数'],
  ])('refuses %j, writing nothing', async (change, info) => {
    const before = await rowCounts(db(), { friendLinks, auditLog });
    refused(await admin.post(`${BASE}/friend_link/save`, linkBody(change)), ERROR_CODES.VALIDATION, info);
    expect(await rowCounts(db(), { friendLinks, auditLog })).toEqual(before);
  });
});

type SiteBody = {
  about: Record<string, unknown>;
  footer: Record<string, unknown>;
  pageConfig: Record<string, unknown>;
};

describe('site', () => {
  const siteBody = async () => {
    return data<SiteBody>(await admin.post(`${BASE}/site/get`, {}));
  };

  it('answers the about text, the footer and the page configuration as stored', async () => {
    const site = await siteBody();
    expect(site.about).toMatchObject({
      articleName: '关于演示租户一供应链金融服务平台',
      content: expect.stringContaining('<h2>'),
    });
    expect(site.footer).toMatchObject({
      platformName: '演示租户一供应链金融服务平台',
      serviceHours: { open: '8:30', close: '18:00' },
    });
    expect(site.pageConfig).toMatchObject({ platformName: expect.any(String) });
  });

  it('saves all three as a whole; the public calls answer the change at once', async () => {
    const site = await siteBody();
    const body = {
      about: {
        ...site.about,
        articleName: '关于我们（已更新）',
        content: '<h2>新的使命</h2><p onclick="x()">服务实体经济</p>',
      },
      footer: {
        ...site.footer,
        address: '上海市浦东新区测试路1号',
        serviceHours: { open: '9:00', close: '17:30' },
        qr_codes: [{ name: '公众号', image_url: image }],
      },
      page_config: {
        ...site.pageConfig,
        platformName: '更新后的平台',
        headerLogoUrl: image2,
        servicePhone: '400-800-1234',
      },
    };
    expectOk(await admin.post(`${BASE}/site/save`, body));
    expect(data(await visitor.post(PUBLIC.about, {}))).toMatchObject({
      articleName: '关于我们（已更新）',
      articleText: '<h2>新的使命</h2><p>服务实体经济</p>',
    });
    expect(data(await visitor.get(PUBLIC.footer))).toMatchObject({
      address: '上海市浦东新区测试路1号',
      serviceHours: { open: '9:00', close: '17:30' },
      qrCodes: [{ name: '公众号', imageUrl: image }],
    });
    expect(data(await visitor.post(PUBLIC.pageConfig, {}))).toMatchObject({
      platformName: '更新后的平台',
      headerLogoUrl: image2,
      servicePhone: '400-800-1234',
    });
    const [row] = await db()
      .select({ text: aboutUs.articleText })
      .from(aboutUs)
      .where(eq(aboutUs.tenantId, t1));
    expect(row!.text).not.toContain('onclick');
    expect((await auditRows('content_site', String(t1))).map((r) => r.action)).toContain('update');
  });

  it('keeps each tenant’s site its own', async () => {
    const other = data<{ about: { articleName: string }; footer: { address: string } }>(
      await adminT2.post(`${BASE}/site/get`, {}),
    );
    expect(other.about.articleName).toBe('关于演示租户二供应链金融服务平台');
    expect(other.footer.address).not.toBe('上海市浦东新区测试路1号');
  });

  it.each([
    [(s: SiteBody) => ({ ...s, about: { ...s.about, articleName: '' } }), 'about.articleName: 请输入标题'],
    [(s: SiteBody) => ({ ...s, about: { ...s.about, content: '<p></p>' } }), 'about.content: 请输入正文'],
    [
      (s: SiteBody) => ({ ...s, about: { ...s.about, logoImageUrl: `/api/files/${'b'.repeat(64)}` } }),
      'about.logoImageUrl: 图片不存在，请重新上传',
    ],
    [
      (s: SiteBody) => ({ ...s, footer: { ...s.footer, platformName: '' } }),
      'footer.platformName: 请输入平台名称',
    ],
    [
      (s: SiteBody) => ({ ...s, footer: { ...s.footer, serviceHours: { open: '18:00', close: '8:30' } } }),
      'footer.serviceHours.close: 结束时间须晚于开始时间',
    ],
    [
      (s: SiteBody) => ({ ...s, footer: { ...s.footer, serviceHours: { open: '25:00', close: '26:00' } } }),
      'footer.serviceHours.open: 时间格式应为 时:分，如 8:30',
    ],
    [
      (s: SiteBody) => ({ ...s, footer: { ...s.footer, icpUrl: 'javascript:x' } }),
      'footer.icpUrl: 请输入以 http:// 或 https:// 开头的有效网址',
    ],
    [
      (s: SiteBody) => ({ ...s, footer: { ...s.footer, serviceEmail: 'not-mail' } }),
      'footer.serviceEmail: 邮箱格式不正确',
    ],
    [
      (s: SiteBody) => ({ ...s, footer: { ...s.footer, servicePhone: 'call me' } }),
      'footer.servicePhone: 电话格式不正确',
    ],
    [
      (s: SiteBody) => ({
        ...s,
        footer: { ...s.footer, qrCodes: Array.from({ length: 5 }, () => ({ name: 'q', imageUrl: image })) },
      }),
      'footer.qrCodes: 二维码最多4个',
    ],
    [
      (s: SiteBody) => ({
        ...s,
        footer: { ...s.footer, qrCodes: [{ name: 'q', imageUrl: `/api/files/${'c'.repeat(64)}` }] },
      }),
      'footer.qrCodes.0.imageUrl: 图片不存在，请重新上传',
    ],
    [
      (s: SiteBody) => ({ ...s, pageConfig: { ...s.pageConfig, platformName: '' } }),
      'pageConfig.platformName: 请输入平台名称',
    ],
    [
      (s: SiteBody) => ({
        ...s,
        pageConfig: { ...s.pageConfig, loginLogoUrl: 'https://evil.example/x.png' },
      }),
      'pageConfig.loginLogoUrl: 图片地址不正确，请重新上传',
    ],
  ])('refuses a bad site (%#), writing nothing', async (change, info) => {
    const before = await rowCounts(db(), { auditLog });
    const site = await siteBody();
    refused(await admin.post(`${BASE}/site/save`, change(site)), ERROR_CODES.VALIDATION, info);
    expect(await rowCounts(db(), { auditLog })).toEqual(before);
    expect(await siteBody()).toEqual(site);
  });
});

describe('caching', () => {
  it('tells browsers and proxies to ask again for the public content, so a change shows at once', async () => {
    const [row] = await db()
      .select({ id: news.id })
      .from(news)
      .where(and(eq(news.tenantId, t1), eq(news.status, 'published')))
      .limit(1);
    for (const res of [
      await visitor.get(PUBLIC.footer),
      await visitor.get(`${PUBLIC.get}?news_id=${row!.id}`),
      await visitor.post(PUBLIC.search, {}),
      await visitor.post(PUBLIC.ads, { ad_position_code: 'web_index' }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeUndefined();
    }
  });
});
