import postcss from 'postcss';
import type { ChildNode } from 'postcss';

/**
 * A rendered page's stylesheets split in two: the rules its markup may use, which the browser
 * parses before the first paint, and the rest, which comes inert in the page (a template element)
 * and is put in place by the loader of the scripts (apps/web/public/first-screen-start.js) a
 * piece a task, before the scripts draw anything new. antd's sheets of the public pages are some
 * 375 KB, of which a page's elements match about a fifth, and a phone parsed all of them before
 * the first paint, and matched them at every restyle.
 *
 * A rule goes with the page unless none of its selectors can match: a selector needs every class
 * it names outside `:not()` (and outside alternatives, `:is(.a, .b)`), so a rule naming a class the
 * markup has nowhere matches none of its elements until the scripts change it. At-rules without
 * rules (font faces, keyframes, layer orders) always go with the page; a block (media, supports,
 * layer) goes on either side with the rules of it there. The rest keeps the sheet's order, right
 * after the sheet's rules, so the cascade is the whole sheet's.
 */

/** The classes a selector needs on the page to match anything. */
export function classesNeeded(selector: string): string[] {
  const needed = selector
    // Nothing inside :not() is needed; neither is any one of several alternatives.
    .replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '')
    .replace(/:(?:is|where|has|matches)\(((?:[^()]|\([^()]*\))*)\)/g, (_, inner: string) =>
      inner.includes(',') ? '' : inner,
    )
    // Attribute values may contain dots.
    .replace(/\[[^\]]*\]/g, '');
  return [...needed.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

/** At-rules whose rules are rules of the page (not keyframes' steps, nor a font face's). */
const BLOCKS = new Set(['media', 'supports', 'layer', 'container', 'scope', 'document']);

type Entry =
  | { kind: 'rule'; text: string; selectors: string[][] }
  | { kind: 'block'; open: string; children: Entry[] }
  | { kind: 'other'; text: string };

function entryOf(node: ChildNode): Entry | null {
  if (node.type === 'comment') return null;
  if (node.type === 'rule') {
    return { kind: 'rule', text: node.toString(), selectors: node.selectors.map(classesNeeded) };
  }
  if (node.type === 'atrule' && BLOCKS.has(node.name) && node.nodes) {
    const params = node.params ? ` ${node.params}` : '';
    return { kind: 'block', open: `@${node.name}${params}{`, children: entriesOf(node.nodes) };
  }
  // A statement (`@layer a,b;`) ends with a semicolon, which PostCSS keeps with its parent.
  return {
    kind: 'other',
    text: node.type === 'atrule' && !node.nodes ? `${node.toString()};` : node.toString(),
  };
}

const entriesOf = (nodes: ChildNode[]): Entry[] =>
  nodes.map(entryOf).filter((entry): entry is Entry => entry !== null);

/** The page's side and the rest's, each as top-level pieces of text in the sheet's order. */
function split(entries: readonly Entry[], classes: ReadonlySet<string>): { kept: string[]; rest: string[] } {
  const kept: string[] = [];
  const rest: string[] = [];
  for (const entry of entries) {
    if (entry.kind === 'other') kept.push(entry.text);
    else if (entry.kind === 'rule') {
      const used = entry.selectors.some((needed) => needed.every((name) => classes.has(name)));
      (used ? kept : rest).push(entry.text);
    } else {
      const inner = split(entry.children, classes);
      if (inner.kept.length > 0) kept.push(`${entry.open}${inner.kept.join('')}}`);
      if (inner.rest.length > 0) rest.push(`${entry.open}${inner.rest.join('')}}`);
    }
  }
  return { kept, rest };
}

/**
 * The rest in pieces of about `REST_PIECE_CHARS`, each parsed by the browser in a task of its own
 * short enough not to hold the main thread (a 125 KB sheet took 14 ms of a desktop's).
 */
export const REST_PIECE_CHARS = 32_000;

function pieces(texts: readonly string[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const text of texts) {
    if (current && current.length + text.length > REST_PIECE_CHARS) {
      out.push(current);
      current = '';
    }
    current += text;
  }
  if (current) out.push(current);
  return out;
}

export interface SplitSheet {
  /** The rules the page's markup may use, with every at-rule that has no rules. */
  kept: string;
  /** The other rules, in pieces. */
  rest: string[];
}

/** A stylesheet read once, to be split for a page's classes as often as asked. */
export function splittableStylesheet(css: string): (classes: ReadonlySet<string>) => SplitSheet {
  const entries = entriesOf(postcss.parse(css).nodes);
  return (classes) => {
    const { kept, rest } = split(entries, classes);
    return { kept: kept.join(''), rest: pieces(rest) };
  };
}

/** Every class named in the markup's class attributes. */
export function classesOf(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const match of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}
