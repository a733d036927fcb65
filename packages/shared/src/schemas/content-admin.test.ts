import { describe, expect, it } from 'vitest';
import {
  adForm,
  isHttpOrSitePath,
  isHttpUrl,
  newsForm,
  policyForm,
  richTextHasContent,
  siteFooterForm,
} from './content-admin.ts';

const image = `/api/files/${'a'.repeat(64)}`;
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('isHttpUrl', () => {
  it.each([
    'https://www.pbc.gov.cn/',
    'http://localhost:8080/a?b=1#c',
    'https://例子.中国/路径',
    'http://[::1]/',
  ])('takes %s', (url) => expect(isHttpUrl(url)).toBe(true));
  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,x',
    '//evil.example',
    'ftp://example.com',
    'https://',
    'https://a b.com',
    'https://a.com/"onmouseover="x',
    '/voucher',
    '',
  ])('refuses %j', (url) => expect(isHttpUrl(url)).toBe(false));
});

describe('isHttpOrSitePath', () => {
  it('takes http(s) addresses and paths of this site, nothing protocol-relative', () => {
    expect(isHttpOrSitePath('/voucher')).toBe(true);
    expect(isHttpOrSitePath('/newsList/detail?id=3')).toBe(true);
    expect(isHttpOrSitePath('https://example.com')).toBe(true);
    expect(isHttpOrSitePath('//evil.example')).toBe(false);
    expect(isHttpOrSitePath('/\\evil.example')).toBe(false);
    expect(isHttpOrSitePath('voucher')).toBe(false);
    expect(isHttpOrSitePath('/a b')).toBe(false);
  });
});

describe('richTextHasContent', () => {
  it('needs text or a picture once the tags are gone', () => {
    expect(richTextHasContent('<p>正文</p>')).toBe(true);
    expect(richTextHasContent(`<figure><img src="${image}" alt="" /></figure>`)).toBe(true);
    expect(richTextHasContent('')).toBe(false);
    expect(richTextHasContent('<p></p><p> &nbsp; </p><br>')).toBe(false);
  });
});

describe('the forms', () => {
  it('names each broken rule of a news article by its field', () => {
    const result = newsForm.safeParse({
      articleName: ' ',
      subType: 'no type',
      articleSourceLink: 'javascript:alert(1)',
      logoImageUrl: 'https://evil.example/a.png',
      publishDate: '2030-13-01',
      content: '<p></p>',
    });
    expect(messages(result)).toEqual([
      ['articleName', 'contentTitleRequired'],
      ['subType', 'contentSubTypeRule'],
      ['articleSourceLink', 'contentUrlRule'],
      ['logoImageUrl', 'contentImageRule'],
      ['publishDate', 'contentDateRule'],
      ['content', 'contentBodyRequired'],
    ]);
  });

  it('treats empty optional fields as absent', () => {
    const result = newsForm.parse({
      articleName: '标题',
      subType: 'notice',
      articleRemark: '',
      articleSource: null,
      articleSourceLink: '  ',
      logoImageUrl: '',
      publishDate: '',
      content: '<p>x</p>',
    });
    expect(result).toEqual({ articleName: '标题', subType: 'notice', content: '<p>x</p>' });
  });

  it('asks an ad for its link or its target by type, and for an end after its start', () => {
    const base = { positionCode: 'web_index', title: '横幅', imageUrl: image };
    expect(messages(adForm.safeParse({ ...base, adType: 1 }))).toEqual([
      ['hyperlink', 'contentHyperlinkRequired'],
    ]);
    expect(messages(adForm.safeParse({ ...base, adType: '3' }))).toEqual([
      ['attachment', 'contentAttachmentRequired'],
    ]);
    expect(
      messages(
        adForm.safeParse({
          ...base,
          adType: 4,
          attachment: '12',
          startAt: '2030-01-02T00:00:00.000Z',
          endAt: '2030-01-01T00:00:00.000Z',
        }),
      ),
    ).toEqual([['endAt', 'contentEndAfterStart']]);
    expect(adForm.parse({ ...base, adType: 5, attachment: 7, sortOrder: '' })).toMatchObject({
      adType: 5,
      attachment: 7,
      sortOrder: 0,
    });
  });

  it('keeps a policy’s validity in order and the footer’s hours too', () => {
    expect(
      messages(
        policyForm.safeParse({
          policyName: '政策',
          issuer: '机构',
          content: '<p>x</p>',
          validFrom: '2030-02-01',
          validTo: '2030-01-31',
        }),
      ),
    ).toEqual([['validTo', 'contentValidToOrder']]);
    expect(
      messages(
        siteFooterForm.safeParse({ platformName: '平台', serviceHours: { open: '9:00', close: '9:00' } }),
      ),
    ).toEqual([['serviceHours.close', 'contentEndAfterStart']]);
  });
});
