import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { familyOf, prefixesUsedBy, splitAntdCss } from './antd-styles';

/** antd's sheet in small: as the real one, a component's rules, at-rules and variables in a row. */
const sheet = [
  '.css-var-root{--ant-color-primary:#0958d9;}',
  '.ant-btn{display:inline-flex;}',
  '.ant-btn-group .ant-btn{margin:0;}',
  '@media (max-width: 575px){.ant-btn-lg{height:40px;}}',
  '@keyframes antZoomIn{0%{opacity:0;}100%{opacity:1;}}',
  '.ant-input{padding:4px;}',
  '.ant-input-group-wrapper{display:inline-block;}',
  '.ant-input-number{width:90px;}',
  '.ant-form-item .ant-input{margin:0;}',
  '.ant-zoom-enter{animation-name:antZoomIn;}',
  '.anticon{display:inline-flex;}',
  '.ant-app{font-family:var(--ant-font-family);}',
  '.css-var-_R_0_.ant-btn{--ant-button-font-weight:400;}',
  '.css-var-_R_29n_{--ant-color-primary:#1677ff;}',
  '@keyframes antZoomIn{0%{opacity:0;}100%{opacity:1;}}',
  '.css-var-root{--ant-color-primary:#0958d9;}',
].join('');

const prefixes = ['btn', 'btn-group', 'input', 'input-group', 'input-number', 'form', 'app'];

/** The selectors (or at-rule heads) of a piece, in order. */
const heads = (css: string | undefined) => {
  const out: string[] = [];
  postcss.parse(css ?? '').each((node) => {
    if (node.type === 'rule') out.push(node.selector);
    if (node.type === 'atrule') out.push(`@${node.name} ${node.params}`);
  });
  return out;
};

describe('prefixesUsedBy', () => {
  it('reads the prefixes a module of antd asks getPrefixCls for, with or without a fallback', () => {
    const code = [
      "const prefixCls = getPrefixCls('btn', customizePrefixCls);",
      "const groupPrefixCls = getPrefixCls('btn-group');",
      "const selectPrefixCls = getPrefixCls(defaultPrefixCls || 'select', customizePrefixCls);",
      'const rootPrefixCls = getPrefixCls();',
      "const again = getPrefixCls('btn');",
    ].join('\n');
    expect(prefixesUsedBy(code)).toEqual(['btn', 'btn-group', 'select']);
  });
});

describe('familyOf', () => {
  it('names the shortest known prefix a class is or starts with', () => {
    expect(familyOf('input-number-affix-wrapper', prefixes)).toBe('input');
    expect(familyOf('input-group', prefixes)).toBe('input');
    expect(familyOf('btn', prefixes)).toBe('btn');
    expect(familyOf('form-item', prefixes)).toBe('form');
  });

  it('names none for a class no prefix owns, or one that merely shares letters', () => {
    expect(familyOf('zoom-enter', prefixes)).toBeUndefined();
    expect(familyOf('inputs', prefixes)).toBeUndefined();
    expect(familyOf('application', prefixes)).toBeUndefined();
  });
});

describe('splitAntdCss', () => {
  const { base, byPrefix } = splitAntdCss(sheet, prefixes);

  it("gives each family its rules by the first antd class, at-rules by their first rule's", () => {
    expect(heads(byPrefix.get('btn'))).toEqual([
      '.ant-btn',
      '.ant-btn-group .ant-btn',
      '@media (max-width: 575px)',
    ]);
    expect(heads(byPrefix.get('input'))).toEqual([
      '.ant-input',
      '.ant-input-group-wrapper',
      '.ant-input-number',
    ]);
    expect(heads(byPrefix.get('form'))).toEqual(['.ant-form-item .ant-input']);
    expect([...byPrefix.keys()].sort()).toEqual(['app', 'btn', 'form', 'input']);
  });

  it('keeps in the base what no family owns: variables, keyframes, motions, icons; once each', () => {
    expect(heads(base)).toEqual(['.css-var-root', '@keyframes antZoomIn', '.ant-zoom-enter', '.anticon']);
  });

  it('puts the families it is told to in the base', () => {
    const split = splitAntdCss(sheet, prefixes, ['app']);
    expect(split.byPrefix.has('app')).toBe(false);
    expect(heads(split.base)).toContain('.ant-app');
  });

  it("drops the variables scoped to the ids of antd's own render, which no element of ours carries", () => {
    const all = [base, ...byPrefix.values()].join('');
    expect(all).not.toContain('css-var-_R_');
    expect(heads(base)).toContain('.css-var-root');
  });

  it('loses no other rule: every one of the sheet is in exactly one piece', () => {
    const pieces = [base, ...byPrefix.values()].flatMap(heads);
    const unique = [...new Set(heads(sheet))].filter((head) => !head.startsWith('.css-var-_R_'));
    expect(pieces.sort()).toEqual(unique.sort());
  });
});
