import { describe, expect, it } from 'vitest';
import { ownImage, safeLink, sanitizeRichText } from '@/modules/cms/sanitize.ts';

const OWN = `/api/files/${'0123456789abcdef'.repeat(4)}`;

describe('sanitizeRichText', () => {
  it('keeps the formatting of an article', () => {
    const html =
      `<h2>标题</h2><p><strong>粗</strong><em>斜</em></p><ul><li>一</li></ul><ol start="3"><li>三</li></ol>` +
      `<figure><img src="${OWN}" alt="图" /><figcaption>说明</figcaption></figure>` +
      '<table><thead><tr><th scope="col">表头</th></tr></thead><tbody><tr><td colspan="2">格</td></tr></tbody></table>' +
      '<blockquote>引用</blockquote><a href="/help">帮助</a><a href="mailto:a@example.com">邮件</a>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('turns an h1 into an h2: the page owns the one h1', () => {
    expect(sanitizeRichText('<h1>T</h1>')).toBe('<h2>T</h2>');
  });

  it('opens outside links apart, without opener or referrer', () => {
    expect(sanitizeRichText('<a href="https://example.com/" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>t</p>', '<p>t</p>'],
    ['<p onclick="x()" style="width:expression(alert(1))">t</p>', '<p>t</p>'],
    ['<a href="javascript:alert(1)">t</a>', '<a>t</a>'],
    ['<a href="vbscript:msgbox(1)">t</a>', '<a>t</a>'],
    ['<img src="x" onerror="alert(1)">', ''],
    [`<img src="${OWN}.svg">`, ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<form><input name="q"><button>b</button></form>', 'b'],
  ])('defuses %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });
});

describe('safeLink', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com', 'http://example.com/'],
    ['/voucher', '/voucher'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['ftp://example.com', null],
    ['not a url', null],
    ['', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(safeLink(input)).toBe(expected);
  });
});

describe('ownImage', () => {
  it('accepts only our file store’s URLs', () => {
    expect(ownImage(OWN)).toBe(OWN);
    expect(ownImage(`https://evil.example${OWN}`)).toBeNull();
    expect(ownImage('/api/files/abc')).toBeNull();
    expect(ownImage(null)).toBeNull();
  });
});
