import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  applyEdits,
  componentStyleHookEdits,
  iconStyleHookEdits,
  resetStyleEdits,
  styleFunctionEdits,
} from './antd-style-code';
import type { Edit } from './antd-style-code';

/** The installed source of a module of antd's ES build (or of its style utilities). */
const require = createRequire(import.meta.url);
const source = (path: string) => readFileSync(require.resolve(path), 'utf8');
const edited = (code: string, edits: (code: string) => Edit[]) => {
  const result = applyEdits(code, edits(code));
  expect(parseSync('module.js', result).errors).toEqual([]);
  return result;
};

describe('styleFunctionEdits', () => {
  it("drops the form's CSS function and keeps its tokens' defaults", () => {
    const code = source('antd/es/form/style/index.js');
    const result = edited(code, styleFunctionEdits);
    expect(result).toMatch(/genStyleHooks\('Form', null, prepareComponentToken, \{/);
    expect(result).not.toMatch(/genFormStyle\(formToken\)/);
    expect(result).toMatch(/export const prepareComponentToken = /);
  });

  it('edits sub-style components and hooks made in a function alike', () => {
    const code = [
      "export const useSub = genSubStyleComponent(['Input', 'TextArea'], (token) => [a(token)], prepare);",
      "export default (prefixCls) => genStyleHooks('TreeSelect', (token) => [b(token)], prepare)(prefixCls);",
      "export const useWave = genComponentStyleHook('Wave', (token) => [c(token)]);",
    ].join('\n');
    const result = edited(code, styleFunctionEdits);
    expect(result).toContain("genSubStyleComponent(['Input', 'TextArea'], null, prepare)");
    expect(result).toContain("genStyleHooks('TreeSelect', null, prepare)");
    expect(result).toContain("genComponentStyleHook('Wave', null)");
  });

  it('leaves a module that makes no style hook as it is', () => {
    expect(styleFunctionEdits(source('antd/es/button/Button.js'))).toEqual([]);
  });
});

describe('componentStyleHookEdits', () => {
  const code = source('@ant-design/cssinjs-utils/es/util/genStyleUtils.js');

  it('makes the style hook return the hash once it has read the theme, writing no CSS', () => {
    const result = edited(code, componentStyleHookEdits);
    const hook = result.slice(result.indexOf('function genComponentStyleHook('));
    expect(hook).toMatch(
      /useMemo\(function \(\) \{\s*return zeroRuntime;\s*\}, \[\]\);\s*return hashId;\s*\};/,
    );
    expect(result).not.toMatch(/useStyleRegister\(/);
    expect(result).not.toMatch(/styleFn\(mergedToken/);
    // The component's tokens still become CSS variables.
    expect(result).toMatch(/useCSSVarRegister\(\{/);
  });

  it('refuses a version of the hook that no longer returns early on a zero-runtime theme', () => {
    expect(() => componentStyleHookEdits('export function genComponentStyleHook() { return 1; }')).toThrow(
      /memoizedZeroRuntime/,
    );
  });
});

describe('resetStyleEdits', () => {
  it("removes the reset and common styles from antd's style utilities", () => {
    const result = edited(source('antd/es/theme/util/genStyleUtils.js'), resetStyleEdits);
    expect(result).not.toMatch(/getResetStyles|getCommonStyle/);
    expect(result).toMatch(/getCompUnitless: \(\) => unitless/);
  });

  it('refuses a configuration without them', () => {
    expect(() => resetStyleEdits('genStyleUtils({ useToken });')).toThrow(/getResetStyles/);
  });
});

describe('iconStyleHookEdits', () => {
  it("makes the icons' style hook do nothing", () => {
    const result = edited(source('antd/es/theme/util/useResetIconStyle.js'), iconStyleHookEdits);
    expect(result).toContain('const useResetIconStyle = () => {};');
    expect(result).not.toMatch(/useStyleRegister\(/);
    expect(result).toMatch(/export default useResetIconStyle/);
  });
});
