/** Query keys of the landing pages' own calls, in one place. */
export const landingKeys = {
  aboutUs: (lang: string) => ['portal', 'about-us', lang] as const,
  friendLinks: (lang: string) => ['portal', 'friend-links', lang] as const,
};
