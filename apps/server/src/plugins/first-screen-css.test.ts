import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REST_PIECE_CHARS, classesNeeded, classesOf, splittableStylesheet } from './first-screen-css.ts';

const SHEET = [
  '@layer antd,app;',
  ':root{--ant-color-primary:#0958d9}',
  '.ant-btn{padding:4px}',
  '.ant-btn .ant-btn-icon:not(.ant-btn-loading){margin:0}',
  '.ant-menu-dark .ant-menu-item{color:#fff}',
  '@media (max-width:575px){.ant-col-xs-24{width:100%}.ant-btn{width:100%}}',
  '@keyframes antFade{0%{opacity:0}to{opacity:1}}',
  ':where(.css-var-r1).ant-drawer{position:fixed}',
  ':is(.ant-tag,.ant-badge) a{color:red}',
  'a[href$=".pdf"]{color:green}',
  '@font-face{font-family:x;src:url(x.woff2)}',
].join('');

describe('classesNeeded', () => {
  it('asks for every class outside :not() and outside alternatives', () => {
    expect(classesNeeded('.ant-btn .ant-btn-icon:not(.ant-btn-loading)')).toEqual([
      'ant-btn',
      'ant-btn-icon',
    ]);
    expect(classesNeeded(':where(.css-var-r1).ant-drawer')).toEqual(['css-var-r1', 'ant-drawer']);
    expect(classesNeeded(':is(.ant-tag,.ant-badge) a')).toEqual([]);
    expect(classesNeeded('a[href$=".pdf"]')).toEqual([]);
    expect(classesNeeded('._card_1x2 > .b::after')).toEqual(['_card_1x2', 'b']);
  });
});

describe('splittableStylesheet', () => {
  const split = splittableStylesheet(SHEET);

  it('gives the page the rules its classes may match and every at-rule without rules; the rest after', () => {
    const { kept, rest } = split(new Set(['ant-btn', 'ant-btn-icon', 'ant-menu-item', 'css-var-r1']));
    expect(kept).toBe(
      [
        '@layer antd,app;',
        ':root{--ant-color-primary:#0958d9}',
        '.ant-btn{padding:4px}',
        '.ant-btn .ant-btn-icon:not(.ant-btn-loading){margin:0}',
        '@media (max-width:575px){.ant-btn{width:100%}}',
        '@keyframes antFade{0%{opacity:0}to{opacity:1}}',
        ':is(.ant-tag,.ant-badge) a{color:red}',
        'a[href$=".pdf"]{color:green}',
        '@font-face{font-family:x;src:url(x.woff2)}',
      ].join(''),
    );
    expect(rest).toEqual([
      [
        '.ant-menu-dark .ant-menu-item{color:#fff}',
        '@media (max-width:575px){.ant-col-xs-24{width:100%}}',
        ':where(.css-var-r1).ant-drawer{position:fixed}',
      ].join(''),
    ]);
  });

  it('parts the rest into pieces of a bounded size, in order', () => {
    const many = Array.from({ length: 3000 }, (_, index) => `.absent-${index}{margin:${index}px}`).join('');
    const { kept, rest } = splittableStylesheet(many)(new Set());
    expect(kept).toBe('');
    expect(rest.length).toBeGreaterThan(1);
    expect(rest.every((piece) => piece.length <= REST_PIECE_CHARS)).toBe(true);
    expect(rest.join('')).toBe(many);
  });

  it('puts every rule on one side or the other exactly once, whatever the classes', () => {
    const names = [
      'ant-btn',
      'ant-btn-icon',
      'ant-menu-item',
      'ant-menu-dark',
      'css-var-r1',
      'ant-drawer',
      'ant-col-xs-24',
    ];
    fc.assert(
      fc.property(fc.subarray(names), (present) => {
        const { kept, rest } = split(new Set(present));
        const rules = (css: string) => css.match(/[^{}]+\{[^{}]*\}/g) ?? [];
        expect([...rules(kept), ...rules(rest.join(''))].sort()).toEqual(rules(SHEET).sort());
      }),
    );
  });
});

describe('classesOf', () => {
  it("reads every class of the markup's class attributes", () => {
    expect([...classesOf('<main class="a  b"><p class="c">x</p><p data-class="d"></p></main>')]).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
