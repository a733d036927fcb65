import { DEFAULT_LANGUAGE, LANGUAGES } from '@scf/shared';
import type { Language, MenuNode } from '@scf/shared';
import type { MenuRow } from '@/modules/access/repository.ts';

/**
 * The language of an Accept-Language header among ours: the first listed (by q) that we have,
 * matching `zh-TW` also for `zh-Hant`/`zh-HK`/`zh-MO` and `en-US` for any English; zh-CN otherwise.
 */
export function pickLanguage(header: string | undefined): Language {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const exact = LANGUAGES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    if (/^zh-(hant|tw|hk|mo)\b/.test(tag)) return 'zh-TW';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
    if (tag === 'en' || tag.startsWith('en-')) return 'en-US';
  }
  return DEFAULT_LANGUAGE;
}

const nameIn = (row: MenuRow, language: Language) =>
  language === 'zh-TW' ? row.nameZhTw : language === 'en-US' ? row.nameEnUs : row.nameZhCn;

/**
 * The menu tree of the rows, already sorted by sort order. A menu whose parent is not among the
 * rows (not granted) is shown at the top level rather than lost.
 */
export function menuTree(rows: readonly MenuRow[], language: Language): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: String(row.id),
      parentId: row.parentId === null ? null : String(row.parentId),
      menuCode: row.menuCode,
      name: nameIn(row, language),
      url: row.url,
      icon: row.icon,
      menuType: row.menuType,
      isHidden: row.isHidden,
      hidden: row.isHidden,
      extField: row.extField,
      hasCollect: row.favourite ? 1 : 0,
      sysTitle: row.sysTitle,
      searchId: row.menuCode,
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as MenuNode;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
