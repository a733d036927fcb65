import { SESSION_KEYS } from '@scf/shared/constants';

/** The signed-in user's id: the status is per user, so the next user in this tab never sees it. */
export const signedInUserId = (): string => sessionStorage.getItem(SESSION_KEYS.currUserId) ?? '';

/** Query keys of the real-name verification, in one place. */
export const realNameKeys = {
  status: (userId: string) => ['member', 'realname', userId, 'status'] as const,
  qrLink: (userId: string) => ['member', 'realname', userId, 'qr-link'] as const,
  imageCode: () => ['member', 'realname', 'image-code'] as const,
  qrInfo: (token: string) => ['member', 'realname', 'qr-info', token] as const,
};
