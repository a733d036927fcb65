import { and, eq, inArray } from 'drizzle-orm';
import { AD_POSITION_WEB_INDEX, AD_TYPES, SUPPORT_HOURS } from '@scf/shared';
import type { FooterContent } from '@scf/shared';
import { PRODUCT_STATUS } from '@scf/shared/schemas/product';
import type { Db } from '@/db/client.ts';
import type { PublishStatus } from '@/db/cms-schema.ts';
import { DEMO_TENANTS } from '@/db/demo-accounts.ts';
import {
  aboutUs,
  footerContents,
  friendLinks,
  news,
  newsTypes,
  rewardPolicies,
  siteAds,
  tenants,
} from '@/db/schema.ts';
import { ARTICLES, BANNERS, NEWS_TYPE_SEEDS, PARTNERS, POLICIES, aboutText } from '@/db/seed-cms-content.ts';
import type { ArticleSeed, Figure, Section } from '@/db/seed-cms-content.ts';
import {
  PALETTES,
  bannerSvg,
  barChartSvg,
  newsCoverSvg,
  partnerLogoSvg,
  platformLogoSvg,
  qrSvg,
  stepsFigureSvg,
} from '@/db/seed-cms-images.ts';
import type { Palette } from '@/db/seed-cms-images.ts';
import { planProducts } from '@/db/seed-catalogue.ts';
import { sanitizeRichText } from '@/modules/cms/sanitize.ts';
import { storeFile } from '@/modules/files/store.ts';

/**
 * The portal's demo content for both demo tenants: news of every sub-type, help articles,
 * financing policies, the about text, partner links, home banners and the footer. Rows are keyed
 * by (tenant, code) with ON CONFLICT DO NOTHING, so an operator's edits survive a restart; a
 * tenant whose footer exists (written last) is skipped without drawing a single picture.
 */

const PUBLISHED: PublishStatus = 'published';

/**
 * The product banner points at the tenant's first receivable (factoring) product of the receivable
 * loan type that the catalogue puts on the shelf; the ad names it by code, resolved when served.
 */
function bannerProductCode(tenantCode: string): string | null {
  const plan = planProducts(tenantCode).find(
    (p) =>
      p.values.financeTypeCode === 'receivable' &&
      p.values.loanType === 'SCBC' &&
      p.values.productStatus === PRODUCT_STATUS.onShelf,
  );
  return plan?.code ?? null;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Beijing time as written in the content files. */
const beijing = (dateTime: string) => new Date(`${dateTime.replace(' ', 'T')}:00+08:00`);

const svgFile = (name: string, svg: string) => ({
  content: Buffer.from(svg, 'utf8'),
  originalFileName: `${name}.svg`,
  contentType: 'image/svg+xml',
});

function sectionHtml({ heading, paragraphs, list, ordered }: Section): string {
  const tag = ordered ? 'ol' : 'ul';
  const items = list ? `<${tag}>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${tag}>` : '';
  return `<h2>${escapeHtml(heading)}</h2>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${items}`;
}

function figureSvg(article: ArticleSeed, figure: Figure, palette: Palette, label: string): string {
  switch (figure.kind) {
    case 'steps':
      return stepsFigureSvg(figure.steps, palette);
    case 'chart':
      return barChartSvg(figure.title, figure.bars, palette);
    case 'cover':
      return newsCoverSvg(article.title, label, palette);
  }
}

interface Pictures {
  cover: string;
  figure: string;
}

async function drawArticlePictures(db: Db): Promise<Map<string, Pictures>> {
  const labels = new Map(NEWS_TYPE_SEEDS.map((type) => [type.code, type.zhCN]));
  const pictures = new Map<string, Pictures>();
  for (const article of ARTICLES) {
    const palette = PALETTES[article.subType] as Palette;
    const label = labels.get(article.subType) ?? '';
    const cover = await storeFile(db, svgFile(article.code, newsCoverSvg(article.title, label, palette)));
    const figure =
      article.figure.kind === 'cover'
        ? cover
        : await storeFile(
            db,
            svgFile(`${article.code}-figure`, figureSvg(article, article.figure, palette, label)),
          );
    pictures.set(article.code, { cover: cover.url, figure: figure.url });
  }
  return pictures;
}

function articleHtml(article: ArticleSeed, figureUrl: string): string {
  const lead = article.lead.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const caption = escapeHtml(article.figure.caption);
  const figure = `<figure><img src="${figureUrl}" alt="${caption}" /><figcaption>${caption}</figcaption></figure>`;
  return lead + figure + article.sections.map(sectionHtml).join('');
}

async function demoTenantsToSeed(db: Db): Promise<{ id: number; code: string; name: string }[]> {
  const rows = await db
    .select({ id: tenants.id, code: tenants.code, name: tenants.name, footer: footerContents.tenantId })
    .from(tenants)
    .leftJoin(footerContents, eq(footerContents.tenantId, tenants.id))
    .where(
      inArray(
        tenants.code,
        DEMO_TENANTS.map((t) => t.code),
      ),
    );
  return rows.filter((row) => row.footer === null).map(({ id, code, name }) => ({ id, code, name }));
}

export async function seedCmsContent(db: Db): Promise<void> {
  const pending = await demoTenantsToSeed(db);
  if (pending.length === 0) return;

  const pictures = await drawArticlePictures(db);
  const policyLogo = await storeFile(db, svgFile('policy', platformLogoSvg('融资政策')));

  await db
    .insert(newsTypes)
    .values(
      pending.flatMap((tenant) =>
        NEWS_TYPE_SEEDS.map((type, index) => ({
          tenantId: tenant.id,
          code: type.code,
          nameZhCn: type.zhCN,
          nameZhTw: type.zhTW,
          nameEnUs: type.enUS,
          inNewsList: type.inNewsList,
          sortOrder: index + 1,
        })),
      ),
    )
    .onConflictDoNothing({ target: [newsTypes.tenantId, newsTypes.code] });

  await db
    .insert(news)
    .values(
      pending.flatMap((tenant) =>
        ARTICLES.map((article) => {
          const picture = pictures.get(article.code) as Pictures;
          return {
            tenantId: tenant.id,
            code: article.code,
            subType: article.subType,
            articleName: article.title,
            articleRemark: article.remark,
            articleText: sanitizeRichText(articleHtml(article, picture.figure)),
            logoImageUrl: picture.cover,
            articleSource: article.source,
            articleSourceLink: article.sourceLink ?? null,
            status: article.status ?? PUBLISHED,
            publishDate: beijing(article.date),
          };
        }),
      ),
    )
    .onConflictDoNothing({ target: [news.tenantId, news.code] });

  await db
    .insert(rewardPolicies)
    .values(
      pending.flatMap((tenant) =>
        POLICIES.map((policy) => ({
          tenantId: tenant.id,
          code: policy.code,
          policyName: policy.name,
          policyRemark: policy.remark,
          issuer: policy.issuer,
          policyText: sanitizeRichText(
            `<p>${escapeHtml(policy.remark)}</p>${policy.sections.map(sectionHtml).join('')}`,
          ),
          logoImageUrl: policyLogo.url,
          validFrom: policy.validFrom,
          validTo: policy.validTo,
          status: policy.status ?? PUBLISHED,
          publishDate: beijing(policy.date),
        })),
      ),
    )
    .onConflictDoNothing({ target: [rewardPolicies.tenantId, rewardPolicies.code] });

  const logos = new Map<string, string>();
  for (const partner of PARTNERS) {
    const file = await storeFile(
      db,
      svgFile(partner.code, partnerLogoSvg(partner.name, partner.short, partner.color)),
    );
    logos.set(partner.code, file.url);
  }
  await db
    .insert(friendLinks)
    .values(
      pending.flatMap((tenant) =>
        PARTNERS.map((partner, index) => ({
          tenantId: tenant.id,
          code: partner.code,
          name: partner.name,
          url: partner.url,
          logoUrl: logos.get(partner.code) as string,
          sortOrder: index + 1,
          status: PUBLISHED,
        })),
      ),
    )
    .onConflictDoNothing({ target: [friendLinks.tenantId, friendLinks.code] });

  await seedBanners(db, pending);

  for (const tenant of pending) {
    const platformName = `${tenant.name}供应链金融服务平台`;
    const logo = await storeFile(db, svgFile(`logo-${tenant.id}`, platformLogoSvg(platformName)));
    await db
      .insert(aboutUs)
      .values({
        tenantId: tenant.id,
        articleName: `关于${platformName}`,
        logoImageUrl: logo.url,
        articleText: sanitizeRichText(aboutText(platformName)),
      })
      .onConflictDoNothing({ target: aboutUs.tenantId });
  }

  const qrCodes = [
    {
      name: '微信公众号',
      imageUrl: (await storeFile(db, svgFile('qr-official-account', qrSvg('official-account')))).url,
    },
    {
      name: '平台小程序',
      imageUrl: (await storeFile(db, svgFile('qr-mini-program', qrSvg('mini-program')))).url,
    },
  ];
  // Written last: its presence marks a tenant as seeded.
  await db
    .insert(footerContents)
    .values(
      pending.map((tenant) => {
        const content: FooterContent = {
          platformName: `${tenant.name}供应链金融服务平台`,
          operatorName: `${tenant.name}数字科技有限公司`,
          address: '上海市浦东新区世纪大道1568号23层',
          servicePhone: '400-800-0000',
          serviceEmail: 'service@example.com',
          serviceHours: { ...SUPPORT_HOURS },
          copyright: `© 2026 ${tenant.name}数字科技有限公司 版权所有`,
          icpNo: '沪ICP备2026000001号-1',
          icpUrl: 'https://beian.miit.gov.cn/',
          qrCodes,
        };
        return { tenantId: tenant.id, content };
      }),
    )
    .onConflictDoNothing({ target: footerContents.tenantId });
}

async function seedBanners(db: Db, pending: { id: number; code: string }[]): Promise<void> {
  const tenantIds = pending.map((t) => t.id);
  const [newsRows, policyRows] = await Promise.all([
    db
      .select({ tenantId: news.tenantId, id: news.id })
      .from(news)
      .where(and(inArray(news.tenantId, tenantIds), eq(news.code, BANNERS.news.newsCode))),
    db
      .select({ tenantId: rewardPolicies.tenantId, id: rewardPolicies.id })
      .from(rewardPolicies)
      .where(
        and(inArray(rewardPolicies.tenantId, tenantIds), eq(rewardPolicies.code, BANNERS.policy.policyCode)),
      ),
  ]);
  const newsId = new Map(newsRows.map((row) => [row.tenantId, String(row.id)]));
  const policyId = new Map(policyRows.map((row) => [row.tenantId, String(row.id)]));

  const image = async (
    code: string,
    banner: { title: string; subline: string; action: string },
    palette: Palette,
  ) =>
    (await storeFile(db, svgFile(code, bannerSvg(banner.title, banner.subline, banner.action, palette)))).url;
  const images = {
    news: await image(BANNERS.news.code, BANNERS.news, PALETTES.platformNews as Palette),
    policy: await image(BANNERS.policy.code, BANNERS.policy, PALETTES.policy as Palette),
    product: await image(BANNERS.product.code, BANNERS.product, PALETTES.product as Palette),
    link: await image(BANNERS.link.code, BANNERS.link, PALETTES.link as Palette),
  };

  await db
    .insert(siteAds)
    .values(
      pending.flatMap(({ id: tenantId, code: tenantCode }) => [
        {
          tenantId,
          code: BANNERS.news.code,
          positionCode: AD_POSITION_WEB_INDEX,
          title: BANNERS.news.title,
          imageUrl: images.news,
          adType: AD_TYPES.news,
          attachment: newsId.get(tenantId) ?? null,
          sortOrder: 1,
          status: PUBLISHED,
        },
        {
          tenantId,
          code: BANNERS.policy.code,
          positionCode: AD_POSITION_WEB_INDEX,
          title: BANNERS.policy.title,
          imageUrl: images.policy,
          adType: AD_TYPES.policy,
          attachment: policyId.get(tenantId) ?? null,
          sortOrder: 2,
          status: PUBLISHED,
        },
        {
          tenantId,
          code: BANNERS.product.code,
          positionCode: AD_POSITION_WEB_INDEX,
          title: BANNERS.product.title,
          imageUrl: images.product,
          adType: AD_TYPES.product,
          attachment: bannerProductCode(tenantCode),
          sortOrder: 3,
          status: PUBLISHED,
        },
        {
          tenantId,
          code: BANNERS.link.code,
          positionCode: AD_POSITION_WEB_INDEX,
          title: BANNERS.link.title,
          imageUrl: images.link,
          adType: AD_TYPES.link,
          hyperlink: BANNERS.link.hyperlink,
          sortOrder: 4,
          status: PUBLISHED,
        },
      ]),
    )
    .onConflictDoNothing({ target: [siteAds.tenantId, siteAds.code] });
}
