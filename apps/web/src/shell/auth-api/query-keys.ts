/**
 * Query keys of the registration and reset screens, in one place (the sign-in screen caches
 * nothing: `lib/request/light-query.ts`).
 */
export const authKeys = {
  all: ['auth'] as const,
  accountExists: (userAccount: string) => [...authKeys.all, 'account-exists', userAccount] as const,
  agreements: () => [...authKeys.all, 'agreements'] as const,
  agreement: (id: string) => [...authKeys.all, 'agreement', id] as const,
};
