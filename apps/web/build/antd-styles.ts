import postcss from 'postcss';
import type { ChildNode } from 'postcss';

/**
 * antd's prebuilt sheet, split by component (docs/decisions.md, "antd's styles by component").
 *
 * `antd/dist/antd.css` holds every component's styles: 960 KiB, 109 KiB gzip, render-blocking, and
 * parsed and matched against every element of every page although a screen uses a handful of
 * components. Each component module of antd names its class prefix (`getPrefixCls('btn')`); here
 * each rule of the sheet goes to the prefix its first antd class belongs to, so that the build can
 * load a prefix's rules with the modules that render it. What belongs to no module's prefix (the
 * theme's variables, keyframes, motions, icons) is the base every page loads.
 */

export interface AntdStyles {
  /** Rules every page needs, or that no component module claims. */
  base: string;
  /** A prefix family's rules (see familyOf), in the sheet's order. */
  byPrefix: Map<string, string>;
}

const prefixCall = /getPrefixCls\((?:[\w.]+ \|\| )?'([\w-]+)'/g;

/** The class prefixes a module of antd's `es` build renders (`getPrefixCls('btn', …)` → btn). */
export function prefixesUsedBy(code: string): string[] {
  return [...new Set([...code.matchAll(prefixCall)].map((match) => match[1]!))];
}

const firstAntdClass = /\.ant-([\w-]+)/;
/**
 * Variables scoped to the ids React gave antd's own render of the sheet (`.css-var-_R_0_`: server
 * ids). In a page rendered in the browser no element carries them (its ids are `_r_…`), and antd
 * sets the theme's variables at run time under the app's own classes: 81 KiB of the sheet that
 * nothing reads.
 */
const renderedIdsOnly = (selector: string) =>
  selector.split(',').every((one) => /^\s*\.css-var-_R_/.test(one));

/**
 * The family a class or prefix belongs to: the shortest known prefix it equals or starts with, then
 * a dash. Components compose classes off their own prefix that are another component's prefix as
 * well (Input's addons are .ant-input-group-…, which Input.Group names too), so the rules of a
 * family go together: input-number's with input's, btn-group's with btn's.
 */
export function familyOf(className: string, prefixes: Iterable<string>): string | undefined {
  let family: string | undefined;
  for (const prefix of prefixes) {
    const matches = className === prefix || className.startsWith(`${prefix}-`);
    if (matches && (family === undefined || prefix.length < family.length)) family = prefix;
  }
  return family;
}

function firstSelector(node: ChildNode): string | undefined {
  if (node.type === 'rule') return node.selector;
  if (node.type !== 'atrule') return undefined;
  let selector: string | undefined;
  node.walkRules((rule) => {
    selector = rule.selector;
    return false;
  });
  return selector;
}

/**
 * `inBase` names families whose rules go to the base all the same: those of classes the app writes
 * itself, where no module of antd is there to bring them.
 */
export function splitAntdCss(
  css: string,
  knownPrefixes: Iterable<string>,
  inBase: readonly string[] = [],
): AntdStyles {
  const prefixes = [...new Set(knownPrefixes)];
  const base = new Set<string>();
  const byPrefix = new Map<string, Set<string>>();
  postcss.parse(css).each((node) => {
    if (node.type === 'comment') return;
    if (node.type === 'rule' && renderedIdsOnly(node.selector)) return;
    const text = node.toString();
    const isKeyframes = node.type === 'atrule' && /keyframes$/.test(node.name);
    const className = isKeyframes ? undefined : firstSelector(node)?.match(firstAntdClass)?.[1];
    const family = className === undefined ? undefined : familyOf(className, prefixes);
    const owner = family !== undefined && inBase.includes(family) ? undefined : family;
    // A set: the sheet repeats some blocks (keyframes, motions) in several components' rules.
    const target = owner === undefined ? base : (byPrefix.get(owner) ?? new Set<string>());
    if (owner !== undefined) byPrefix.set(owner, target);
    target.add(text);
  });
  return {
    base: [...base].join(''),
    byPrefix: new Map([...byPrefix].map(([prefix, rules]) => [prefix, [...rules].join('')])),
  };
}
