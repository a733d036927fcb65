import type { CheckCodeSlot } from '@/lib/session';

/** Query keys of the sign-in, registration and reset screens, in one place. */
export const authKeys = {
  all: ['auth'] as const,
  checkCode: (slot: CheckCodeSlot, length: number) => [...authKeys.all, 'check-code', slot, length] as const,
  needsCheckCode: (username: string) => [...authKeys.all, 'needs-check-code', username] as const,
  tenants: () => [...authKeys.all, 'tenants'] as const,
  accountExists: (userAccount: string) => [...authKeys.all, 'account-exists', userAccount] as const,
  agreements: () => [...authKeys.all, 'agreements'] as const,
  agreement: (id: string) => [...authKeys.all, 'agreement', id] as const,
};
