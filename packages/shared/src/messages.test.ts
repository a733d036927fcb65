import { describe, expect, it } from 'vitest';
import { coreValidationMessagesZhCN } from './messages-core.ts';
import { financingMessagesZhCN } from './messages-financing.ts';
import { productReleaseMessagesZhCN } from './messages-product-release.ts';
import { adminAccessMessagesZhCN } from './messages-admin-access.ts';
import { organizationMessagesZhCN } from './messages-organization.ts';
import { authorizationMessagesZhCN } from './messages-authorization.ts';
import { memberChangeMessagesZhCN } from './messages-member-change.ts';
import { contentAdminMessagesZhCN } from './messages-content-admin.ts';
import { refusalMessagesZhCN } from './messages-refusals.ts';
import { fillMessage, messageZhCN, validationMessagesZhCN } from './messages.ts';

describe('the message catalogue', () => {
  it('has each key in one part only, since merging the parts would let a later text replace one', () => {
    const parts = [
      coreValidationMessagesZhCN,
      financingMessagesZhCN,
      productReleaseMessagesZhCN,
      adminAccessMessagesZhCN,
      organizationMessagesZhCN,
      authorizationMessagesZhCN,
      memberChangeMessagesZhCN,
      contentAdminMessagesZhCN,
      refusalMessagesZhCN,
    ];
    const keys = parts.flatMap((part) => Object.keys(part));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(Object.keys(validationMessagesZhCN)).toHaveLength(keys.length);
  });

  it('fills a text’s placeholders, and gives a text that is not a key back as it is', () => {
    expect(messageZhCN('accountLockedFor', { count: 12 })).toBe(
      '密码错误次数过多，账号已锁定，请12分钟后再试',
    );
    expect(messageZhCN('一段文字')).toBe('一段文字');
  });

  it('formats a placeholder as its text says: a date in the long form, catalogue keys as a list', () => {
    expect(messageZhCN('invoiceTooOld', { date: '2026-05-02', earliest: '2026-05-29' })).toBe(
      '发票开票日期2026年5月2日不在近六个月内（须在2026年5月29日及以后），请上传近六个月内开具的发票',
    );
    expect(
      messageZhCN('invoiceFieldsUnreadable', { fields: 'invoiceFieldInvoiceNo,invoiceFieldIssueDate' }),
    ).toBe('无法从发票中读取发票号码和开票日期，请上传完整的电子发票');
    expect(fillMessage('{{a, unknownFormat}} {{missing, isoDate}}', { a: 'x' })).toBe(
      'x {{missing, isoDate}}',
    );
  });
});
