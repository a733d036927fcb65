import { BRANCH_KEYWORD_MAX } from '@scf/shared/schemas/member-api';

/** Branch search waits this long after the last key (business.md sections 5 and 9). */
export const BRANCH_SEARCH_DEBOUNCE_MS = 1000;

/**
 * The keyword a branch search sends: trimmed, at most 60 characters; nothing to search (null) when
 * only spaces were typed.
 */
export function branchKeyword(typed: string): string | null {
  const keyword = typed.trim().slice(0, BRANCH_KEYWORD_MAX).trim();
  return keyword === '' ? null : keyword;
}
