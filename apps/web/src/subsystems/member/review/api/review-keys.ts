import type { ReviewListInput } from '@scf/shared/schemas/member-review';

/**
 * Query keys of the registration review, in one place. The detail carries the language: the
 * industry's name comes in the Accept-Language language.
 */
export const reviewKeys = {
  all: ['member', 'review'] as const,
  lists: ['member', 'review', 'list'] as const,
  list: (query: ReviewListInput) => ['member', 'review', 'list', query] as const,
  details: ['member', 'review', 'detail'] as const,
  detail: (id: number, lang: string) => ['member', 'review', 'detail', id, lang] as const,
  industries: (lang: string) => ['member', 'review', 'industries', lang] as const,
  banks: ['member', 'review', 'banks'] as const,
};
