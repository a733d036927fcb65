/** Query keys of the home page's own calls, in one place. */
export const homeKeys = {
  ads: (position: string, lang: string) => ['portal', 'ads', position, lang] as const,
};
