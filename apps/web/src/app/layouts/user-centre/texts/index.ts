import { laterTexts } from '@/lib/i18n';

/**
 * The user centre's texts (its header, menus, tabs, personal dialogs and lock screen) in the user's
 * language: fetched with the layout or the lock screen, so that the sign-in and the public pages do
 * not carry them.
 */
export const userCentreTexts = laterTexts('user-centre', {
  'zh-CN': () => import('./zh-CN'),
  'zh-TW': () => import('./zh-TW'),
  'en-US': () => import('./en-US'),
});
