import { parseSync } from 'vite';
import type { Plugin } from 'vite';
import { antdModule } from './antd-styles-plugin';

/** A node of the ESTree the parser gives, as far as these edits read it. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** A replacement of the source between `start` and `end`. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node of the tree, with the node that encloses it. */
function* walk(node: Node, parent?: Node): Generator<[Node, Node | undefined]> {
  yield [node, parent];
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) yield* walk(child, node);
    }
  }
}

const parse = (code: string) => parseSync('module.js', code).program as unknown as Node;

const STYLE_HOOK_FACTORIES = ['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent'];
const callsStyleHookFactory = new RegExp(`\\b(${STYLE_HOOK_FACTORIES.join('|')})\\(`);

/**
 * A component's style hook is made from its name, the function that writes its CSS, its tokens'
 * defaults and options. The CSS function goes: the hook no longer calls it (`componentStyleHookEdits`).
 * The tokens' defaults stay: they still become the component's CSS variables.
 */
export function styleFunctionEdits(code: string): Edit[] {
  if (!callsStyleHookFactory.test(code)) return [];
  const edits: Edit[] = [];
  for (const [node] of walk(parse(code))) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node;
    const args = node.arguments as Node[];
    if (callee.type !== 'Identifier' || !STYLE_HOOK_FACTORIES.includes(callee.name as string)) continue;
    const styleFunction = args[1];
    if (styleFunction) edits.push({ start: styleFunction.start, end: styleFunction.end, text: 'null' });
  }
  return edits;
}

/**
 * The style hook every component runs (@ant-design/cssinjs-utils' genComponentStyleHook) returns
 * the theme's hash as soon as it reads that the theme is zero-runtime. What follows, which generates
 * and inserts the component's CSS, goes, and with it what only it used (stylis, the calc helpers).
 */
export function componentStyleHookEdits(code: string): Edit[] {
  for (const [node, parent] of walk(parse(code))) {
    const test = node.test as Node | undefined;
    if (node.type !== 'IfStatement' || test?.type !== 'Identifier' || test.name !== 'memoizedZeroRuntime') {
      continue;
    }
    const returned = code.slice(node.start, node.end).match(/return\s+(\w+)/);
    if (parent?.type !== 'BlockStatement' || !returned) break;
    return [{ start: node.start, end: parent.end - 1, text: `return ${returned[1]};\n` }];
  }
  throw new Error('antd style code: genComponentStyleHook no longer returns early on memoizedZeroRuntime');
}

/**
 * antd's configuration of the style utilities names the reset and common styles the hook would
 * write. Nothing reads them once the hook returns early, but the object literal would keep them.
 */
export function resetStyleEdits(code: string): Edit[] {
  const edits: Edit[] = [];
  for (const [node] of walk(parse(code))) {
    const key = node.key as Node | undefined;
    if (node.type !== 'Property' || key?.type !== 'Identifier') continue;
    if (key.name !== 'getResetStyles' && key.name !== 'getCommonStyle') continue;
    const comma = code.slice(node.end).match(/^\s*,/);
    edits.push({ start: node.start, end: node.end + (comma?.[0].length ?? 0), text: '' });
  }
  if (edits.length !== 2)
    throw new Error('antd style code: antd no longer names getResetStyles and getCommonStyle');
  return edits;
}

/**
 * The hook of the icons' base style (`.anticon`), which antd's ConfigProvider calls whatever the
 * theme, does nothing: the prebuilt sheet has that style.
 */
export function iconStyleHookEdits(code: string): Edit[] {
  const declaration = (parse(code).body as Node[]).find((node) => node.type === 'VariableDeclaration');
  if (!declaration || !/^const useResetIconStyle\s*=/.test(code.slice(declaration.start, declaration.end))) {
    throw new Error('antd style code: useResetIconStyle is no longer declared first');
  }
  return [{ start: declaration.start, end: declaration.end, text: 'const useResetIconStyle = () => {};' }];
}

export function applyEdits(code: string, edits: readonly Edit[]): string {
  let result = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}

const inPackage = (name: string, path: string) =>
  new RegExp(`[\\\\/]node_modules[\\\\/]${[...name.split('/'), ...path.split('/')].join('[\\\\/]')}`);

/** The modules edited, each by its own edits; the first that matches a module's id applies. */
const TARGETS: readonly { id: RegExp; edits: (code: string) => Edit[] }[] = [
  {
    id: inPackage('@ant-design/cssinjs-utils', 'es/util/genStyleUtils\\.js$'),
    edits: componentStyleHookEdits,
  },
  { id: inPackage('antd', 'es/theme/util/genStyleUtils\\.js$'), edits: resetStyleEdits },
  { id: inPackage('antd', 'es/theme/util/useResetIconStyle\\.js$'), edits: iconStyleHookEdits },
  { id: antdModule, edits: styleFunctionEdits },
];

/**
 * antd's code that writes CSS in the browser, left out of the build (docs/decisions.md, "antd's
 * style code left out"). The theme is zero-runtime (app/theme.ts) and main.tsx imports antd's
 * prebuilt sheet, so the style hooks return before they would run that code; it was still in every
 * chunk that holds a component. Dev keeps it: it serves antd prebundled, where no plugin sees its
 * modules, and there too the zero-runtime theme lets none of it write CSS.
 */
export function antdStyleCode(): Plugin {
  return {
    name: 'scf-antd-style-code',
    apply: 'build',
    transform: {
      filter: { id: TARGETS.map((target) => target.id) },
      handler(code, id) {
        const target = TARGETS.find((candidate) => candidate.id.test(id));
        const edits = target?.edits(code) ?? [];
        return edits.length === 0 ? null : { code: applyEdits(code, edits), map: null };
      },
    },
  };
}
