/** Shell version shown in the header (shell.md section 1). */
export const SHELL_VERSION = 'v1.0.0';

export const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** Storage keys of shell.md section 3, exactly as listed. */
export const SESSION_KEYS = {
  currUserId: 'currUserId',
  nickName: 'nickName',
  tn: 'tn',
  lastLoginDateTime: 'lastLoginDateTime',
  userType: 'userType',
  userAgentRawRoleCode: 'userAgentRawRoleCode',
  userAgentRoleCode: 'userAgentRoleCode',
  userPermissions: 'userPermissions',
  menus: 'menus',
  orgList: 'orgList',
  clientIp: 'clientIp',
  regCc: 'reg_cc',
  cc: 'cc',
  csrf: 'omc_crsf',
  hasReload: 'has_reload',
  loginUrl: 'loginUrl',
} as const;

export const LOCAL_KEYS = { userType: 'userType', userInfo: 'userInfo', lang: 'lang' } as const;

/** Response header that carries the CSRF token on every reply and must come back on every write. */
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'scf_sid';
/** The interface language, beside local storage's `lang`: the server renders the first screen in it. */
export const LANGUAGE_COOKIE = 'scf_lang';
/** The id of the JSON script after `#root` with the state the server rendered a first screen with. */
export const FIRST_SCREEN_STATE_ID = 'first-screen-state';

export const ERROR_MESSAGE_SECONDS = 3;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Who a user is: an enterprise (comp), a financial institution, or the back office. */
export const USER_TYPES = ['comp', 'financeOrg', 'operator'] as const;
