import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AboutUs } from '@scf/shared/schemas/content';
import { post } from '@/lib/request';
import { landingKeys } from './landing-keys';

export const ABOUT_US_PATH = '/api/portal/cms/content/about_us/get';

/** The platform's introduction (business.md section 7); the page shows its own error state. */
export async function getAboutUs(): Promise<AboutUs> {
  // Typed, not parsed: the public pages load without zod (docs/decisions.md).
  return post<AboutUs>(ABOUT_US_PATH, {}, { silent: true });
}

export const aboutUsQueryOptions = (lang: string) =>
  queryOptions({ queryKey: landingKeys.aboutUs(lang), queryFn: getAboutUs, staleTime: 0 });

export function useAboutUs() {
  const { i18n } = useTranslation();
  return useQuery(aboutUsQueryOptions(i18n.language));
}
