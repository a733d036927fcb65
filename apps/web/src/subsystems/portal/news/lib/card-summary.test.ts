import { describe, expect, it } from 'vitest';
import { cardSummary, plainText } from './card-summary';

describe('cardSummary', () => {
  it('keeps a remark of 40 characters whole', () => {
    const remark = '供'.repeat(40);
    expect(cardSummary({ articleRemark: remark, articleText: '' })).toBe(remark);
  });

  it('cuts a longer remark to 40 characters and marks the cut', () => {
    const remark = `${'一二三四五六七八九十'.repeat(4)}多出来的`;
    const summary = cardSummary({ articleRemark: remark, articleText: '' });
    expect(summary).toBe(`${'一二三四五六七八九十'.repeat(4)}...`);
    expect(Array.from(summary.replace(/\.\.\.$/, ''))).toHaveLength(40);
  });

  it('counts characters, not UTF-16 units, so an emoji is never split', () => {
    const remark = `${'😀'.repeat(41)}`;
    expect(cardSummary({ articleRemark: remark, articleText: '' })).toBe(`${'😀'.repeat(40)}...`);
  });

  it('collapses whitespace before counting', () => {
    expect(cardSummary({ articleRemark: '  平台\n\n  新闻  ', articleText: '' })).toBe('平台 新闻');
  });

  it('falls back to the body’s text when there is no remark', () => {
    const body = `<h2>标题</h2><p>${'正文'.repeat(30)}</p><script>alert(1)</script>`;
    const summary = cardSummary({ articleRemark: ' ', articleText: body });
    expect(summary.startsWith('标题 正文正文')).toBe(true);
    expect(summary).not.toContain('<');
    expect(summary).not.toContain('alert');
  });
});

describe('plainText', () => {
  it('drops tags and decodes the common entities', () => {
    expect(plainText('<p>A&amp;B &lt;C&gt; &quot;D&quot;&nbsp;E</p>').trim()).toBe('A&B <C> "D" E');
  });
});
