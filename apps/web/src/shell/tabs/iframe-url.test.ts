import { describe, expect, it } from 'vitest';
import { iframeSrc } from './iframe-url';

const origin = 'https://portal.example.test';

describe('iframeSrc', () => {
  it('adds the menu id to the query of the encoded original URL', () => {
    expect(iframeSrc('https://bank.example.test/loan/list', 'm-17', origin)).toBe(
      'https://bank.example.test/loan/list?menuId=m-17',
    );
    expect(iframeSrc('https://bank.example.test/a b/报表?type=1&q=x y#part', '42', origin)).toBe(
      'https://bank.example.test/a%20b/%E6%8A%A5%E8%A1%A8?type=1&q=x+y&menuId=42#part',
    );
  });

  it('resolves a relative URL against the portal and encodes the id', () => {
    expect(iframeSrc('/reports/view', 'a&b', origin)).toBe(
      'https://portal.example.test/reports/view?menuId=a%26b',
    );
  });

  it('replaces a menu id the URL already carries rather than sending two', () => {
    expect(iframeSrc('https://x.test/?menuId=old', 'new', origin)).toBe('https://x.test/?menuId=new');
  });

  it('refuses addresses that are not web pages', () => {
    expect(iframeSrc('javascript:alert(1)', 'm', origin)).toBeNull();
    expect(iframeSrc('data:text/html,<p>x</p>', 'm', origin)).toBeNull();
    expect(iframeSrc('http://[bad', 'm', origin)).toBeNull();
  });
});
