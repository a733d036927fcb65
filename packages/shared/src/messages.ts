/**
 * Validation messages and business refusals. zod schemas carry these KEYS as their messages; the
 * server turns a key into its zh-CN text for error_info, names it in error_key, and the web
 * translates it (`validation.<key>`) into the user's language. Where the spec gives a text, the
 * zh-CN text is the spec's, word for word.
 */
import { coreValidationMessagesZhCN } from './messages-core.ts';
import { financingMessagesZhCN } from './messages-financing.ts';
import { productReleaseMessagesZhCN } from './messages-product-release.ts';
import { adminAccessMessagesZhCN } from './messages-admin-access.ts';
import { organizationMessagesZhCN } from './messages-organization.ts';
import { authorizationMessagesZhCN } from './messages-authorization.ts';
import { memberChangeMessagesZhCN } from './messages-member-change.ts';
import { contentAdminMessagesZhCN } from './messages-content-admin.ts';
import { refusalMessagesZhCN } from './messages-refusals.ts';
import { MESSAGE_FORMATS, isMessageFormat } from './message-formats.ts';

/** The features' messages (financing, product release, the back office's screens, refusals). */
export const featureValidationMessagesZhCN = {
  ...financingMessagesZhCN,
  ...productReleaseMessagesZhCN,
  ...adminAccessMessagesZhCN,
  ...organizationMessagesZhCN,
  ...authorizationMessagesZhCN,
  ...memberChangeMessagesZhCN,
  ...contentAdminMessagesZhCN,
  ...refusalMessagesZhCN,
} as const;

export const validationMessagesZhCN = {
  ...coreValidationMessagesZhCN,
  ...featureValidationMessagesZhCN,
} as const;
export type ValidationMessageKey = keyof typeof validationMessagesZhCN;

export const isValidationMessageKey = (value: string): value is ValidationMessageKey =>
  Object.hasOwn(validationMessagesZhCN, value);

/**
 * A message's {{name}} and {{name, format}} placeholders filled from `params` in zh-CN (i18next's
 * syntax, so the web shares the texts; ./message-formats.ts has the formats).
 */
export const fillMessage = (text: string, params?: Readonly<Record<string, string | number>>): string =>
  params
    ? text.replace(/\{\{(\w+)(?:,\s*(\w+))?\}\}/g, (whole, name: string, format: string | undefined) => {
        const value = params[name];
        if (value === undefined) return whole;
        return format !== undefined && isMessageFormat(format)
          ? MESSAGE_FORMATS[format](String(value), 'zh-CN', (key) => messageZhCN(key))
          : String(value);
      })
    : text;

/** zh-CN text of a schema message: the catalogue's text for a key, the message itself otherwise. */
export const messageZhCN = (message: string, params?: Readonly<Record<string, string | number>>): string =>
  fillMessage(isValidationMessageKey(message) ? validationMessagesZhCN[message] : message, params);
