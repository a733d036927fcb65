import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FormInstance, FormRule } from 'antd';
import { passwordLoginForm } from '@scf/shared/schemas/auth';
import { quickRegStep1Form } from '@scf/shared/schemas/account';
import { mobile, newPassword } from '@scf/shared/schemas/fields';
import { isRequired, issueText, zodFieldRule, zodRule } from './zod-rule';

/** A stand-in for i18next's `t` that shows which key was asked for. */
const t = (key: string) => `t(${key})`;

type Validator = (rule: object, value: unknown) => Promise<void>;

/** Runs one antd rule the way antd does, against a form holding `values`. */
async function check(rule: FormRule, value: unknown, values: Record<string, unknown> = {}) {
  const form = { getFieldsValue: () => values } as unknown as FormInstance;
  const object = typeof rule === 'function' ? rule(form) : rule;
  const validator = object.validator as Validator;
  try {
    await validator(object, value);
    return 'ok';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('zodRule', () => {
  it('passes a valid value', async () => {
    expect(await check(zodRule(mobile, t), '13800001001')).toBe('ok');
  });

  it('reports the first broken rule as the translated validation key', async () => {
    expect(await check(zodRule(mobile, t), '12345')).toBe('t(validation.mobileFormat)');
    expect(await check(zodRule(newPassword, t), 'abcdefg')).toBe('t(validation.passwordRule)');
  });

  it('treats an untouched field as empty, so the message says what is missing', async () => {
    const username = passwordLoginForm.shape.username;
    expect(await check(zodRule(username, t), undefined)).toBe('t(validation.loginUsernameRequired)');
    expect(await check(zodRule(username, t), null)).toBe('t(validation.loginUsernameRequired)');
  });

  it('lets an optional field stay empty', async () => {
    expect(await check(zodRule(passwordLoginForm.shape.checkcode, t), undefined)).toBe('ok');
    expect(await check(zodRule(passwordLoginForm.shape.checkcode, t), 'ab')).toBe(
      't(validation.checkcodeLength5)',
    );
  });

  it('applies the schema trimming before the length rules', async () => {
    expect(await check(zodRule(passwordLoginForm.shape.username, t), '   ')).toBe(
      't(validation.loginUsernameRequired)',
    );
  });

  it('shows a message that is not a validation key as written', async () => {
    expect(await check(zodRule(z.string().min(2, 'too short'), t), 'a')).toBe('too short');
    expect(issueText('accountExists', t)).toBe('t(validation.accountExists)');
  });
});

describe('zodFieldRule', () => {
  const step1 = {
    userAccount: 'newcomp',
    companyName: '演示企业',
    password: 'Abc@12345',
    confirmPassword: 'Abc@12345',
    agreement: true,
  };

  it('reports the field rule of an object schema', async () => {
    const rule = zodFieldRule(quickRegStep1Form, 'userAccount', t);
    expect(await check(rule, '1abc', { ...step1, userAccount: '1abc' })).toBe('t(validation.accountPattern)');
    expect(await check(rule, 'abcd', { ...step1, userAccount: 'abcd' })).toBe('ok');
  });

  it('runs a cross-field refinement even while other fields are still invalid', async () => {
    const rule = zodFieldRule(quickRegStep1Form, 'confirmPassword', t);
    const halfFilled = { password: 'Abc@12345', agreement: undefined, userAccount: '' };
    expect(await check(rule, 'Abc@1234', halfFilled)).toBe('t(validation.confirmPasswordMismatch)');
    expect(await check(rule, 'Abc@12345', halfFilled)).toBe('ok');
  });

  it('gives the empty message before the mismatch message', async () => {
    const rule = zodFieldRule(quickRegStep1Form, 'confirmPassword', t);
    expect(await check(rule, undefined, { password: 'Abc@12345' })).toBe(
      't(validation.confirmPasswordRequired)',
    );
  });

  it('checks the value being validated, not the stale one in the store', async () => {
    const rule = zodFieldRule(quickRegStep1Form, 'agreement', t);
    expect(await check(rule, false, { ...step1, agreement: true })).toBe('t(validation.agreementRequired)');
    expect(await check(rule, true, { ...step1, agreement: false })).toBe('ok');
  });

  it('does not report problems of other fields', async () => {
    const rule = zodFieldRule(quickRegStep1Form, 'companyName', t);
    expect(await check(rule, '演示企业', { ...step1, userAccount: '1', confirmPassword: 'x' })).toBe('ok');
  });

  it("stays quiet when a refinement trips over another field's raw value", async () => {
    const schema = z
      .object({ a: z.string(), b: z.string() })
      .refine((v) => v.a.toUpperCase() === v.b, { message: 'mismatch', path: ['b'] });
    const rule = zodFieldRule(schema, 'b', t);
    expect(await check(rule, 'X', { a: undefined })).toBe('ok');
    expect(await check(rule, 'X', { a: 'y' })).toBe('mismatch');
  });

  it('refuses a field the schema does not have', () => {
    expect(() => zodFieldRule(quickRegStep1Form, 'nope' as 'userAccount', t)).toThrow('no field "nope"');
  });
});

describe('isRequired', () => {
  it('follows the schema: required unless it accepts an empty value', () => {
    expect(isRequired(passwordLoginForm.shape.username)).toBe(true);
    expect(isRequired(passwordLoginForm.shape.checkcode)).toBe(false);
    expect(isRequired(z.string().max(6))).toBe(false);
    expect(isRequired(quickRegStep1Form.shape.agreement)).toBe(true);
  });
});
