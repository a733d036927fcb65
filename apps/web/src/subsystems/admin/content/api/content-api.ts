import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  adTargetReply,
  adminAdDetail,
  adminAdPage,
  adminAgreementDetail,
  adminAgreementPage,
  adminFriendLinkDetail,
  adminFriendLinkPage,
  adminNewsDetail,
  adminNewsPage,
  adminNewsTypeReply,
  adminPolicyDetail,
  adminPolicyPage,
  contentSaveReply,
  siteContentReply,
} from '@scf/shared/schemas/content-admin';
import type { ContentKind } from '@scf/shared/schemas/content-admin';
import { post } from '@/lib/request';

/**
 * The calls of content management (paths in @scf/shared/schemas/content-admin) with their query keys
 * and hooks. Replies are checked against the shared schemas. Failures are silent here: the list
 * page, the dialog and the confirmation each show the server's reason where it belongs.
 */

const BASE = '/api/admin/content';

/** The path segment of each kind. */
const SEGMENTS: Record<ContentKind, string> = {
  news: 'news',
  ad: 'ad',
  policy: 'policy',
  agreement: 'agreement',
  friendLink: 'friend_link',
};

const LISTS = {
  news: adminNewsPage,
  ad: adminAdPage,
  policy: adminPolicyPage,
  agreement: adminAgreementPage,
  friendLink: adminFriendLinkPage,
} as const;

const DETAILS = {
  news: adminNewsDetail,
  ad: adminAdDetail,
  policy: adminPolicyDetail,
  agreement: adminAgreementDetail,
  friendLink: adminFriendLinkDetail,
} as const;

export type ListOf<K extends ContentKind> = z.infer<(typeof LISTS)[K]>;
export type RowOf<K extends ContentKind> = ListOf<K>['rows'][number];
export type DetailOf<K extends ContentKind> = z.infer<(typeof DETAILS)[K]>;

const call = async <T extends z.ZodType>(path: string, body: unknown, schema: T): Promise<z.infer<T>> =>
  schema.parse(await post<unknown>(path, body, { silent: true }));

export const contentKeys = {
  all: ['admin-content'] as const,
  kind: (kind: ContentKind) => ['admin-content', kind] as const,
  list: (kind: ContentKind, query: object, lang: string) =>
    ['admin-content', kind, 'list', query, lang] as const,
  detail: (kind: ContentKind, id: string, lang: string) =>
    ['admin-content', kind, 'detail', id, lang] as const,
  newsTypes: (lang: string) => ['admin-content', 'news-types', lang] as const,
  targets: (adType: number, keyword: string) => ['admin-content', 'ad-targets', adType, keyword] as const,
  site: () => ['admin-content', 'site'] as const,
};

/**
 * The roots of the query keys under which the public pages keep what content management changes:
 * the portal's pages (['portal', …]), the layouts' header, page configuration and footer
 * (['public', …]) and the registration's agreements (['auth', 'agreements' | 'agreement', …]).
 * Their key factories live outside this subsystem, which may not import them; after a change these
 * are marked stale, so the public pages opened in this tab load the change at once.
 */
const PUBLIC_KEY_ROOTS = [['portal'], ['public'], ['auth', 'agreements'], ['auth', 'agreement']] as const;

function refreshAfterChange(client: QueryClient, kind: ContentKind | 'site') {
  return Promise.all([
    client.invalidateQueries({ queryKey: kind === 'site' ? contentKeys.site() : contentKeys.kind(kind) }),
    // An ad's list names the news and policies it opens.
    kind === 'ad' ? null : client.invalidateQueries({ queryKey: contentKeys.kind('ad') }),
    client.invalidateQueries({ queryKey: ['admin-content', 'ad-targets'] }),
    ...PUBLIC_KEY_ROOTS.map((queryKey) => client.invalidateQueries({ queryKey })),
  ]);
}

export function useContentList<K extends ContentKind>(kind: K, query: object) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: contentKeys.list(kind, query, i18n.language),
    queryFn: () => call(`${BASE}/${SEGMENTS[kind]}/query`, query, LISTS[kind]) as Promise<ListOf<K>>,
    placeholderData: keepPreviousData,
    // An operator's list shows what is stored now, not what another operator changed a while ago.
    staleTime: 0,
  });
}

/** One row for editing; null while no row is being edited. */
export function useContentDetail<K extends ContentKind>(kind: K, id: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: contentKeys.detail(kind, id ?? '', i18n.language),
    queryFn: () => call(`${BASE}/${SEGMENTS[kind]}/get`, { id }, DETAILS[kind]) as Promise<DetailOf<K>>,
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useNewsTypes() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: contentKeys.newsTypes(i18n.language),
    queryFn: () => call(`${BASE}/news_type/query`, {}, adminNewsTypeReply),
    staleTime: 10 * 60_000,
  });
}

/** What an ad of a type (3 news, 4 policy, 5 product) may open, by name; off for a link. */
export function useAdTargets(adType: number | undefined, keyword: string) {
  const enabled = adType !== undefined && adType !== 1;
  return useQuery({
    queryKey: contentKeys.targets(adType ?? 0, keyword),
    queryFn: () => call(`${BASE}/ad/targets`, { adType, keyword }, adTargetReply),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Writes a new row or an edit (with its id); refreshes the lists and the public pages' caches. */
export function useSaveContent(kind: ContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: object) => call(`${BASE}/${SEGMENTS[kind]}/save`, body, contentSaveReply),
    onSettled: () => refreshAfterChange(client, kind),
  });
}

export type ContentMove = 'publish' | 'unpublish' | 'delete';

export function useMoveContent(kind: ContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ move, id }: { move: ContentMove; id: string }) =>
      post<unknown>(`${BASE}/${SEGMENTS[kind]}/${move}`, { id }, { silent: true }),
    onSettled: () => refreshAfterChange(client, kind),
  });
}

export function useSite() {
  return useQuery({
    queryKey: contentKeys.site(),
    queryFn: () => call(`${BASE}/site/get`, {}, siteContentReply),
    staleTime: 0,
  });
}

export function useSaveSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: object) => post<unknown>(`${BASE}/site/save`, body, { silent: true }),
    onSettled: () => refreshAfterChange(client, 'site'),
  });
}
