import { z } from 'zod';
import type { FormRule } from 'antd';
import { isValidationMessageKey, validationMessagesZhCN } from '@scf/shared/messages';
import { requireFeatureValidationTexts } from './validation-texts';

/** i18next's `t`, narrowed to what the adapter needs. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * The text of a schema message: shared schemas carry validation keys (`passwordRule`), shown as
 * `validation.<key>` in the user's language with the values of its placeholders; anything else is
 * shown as written. A feature's key whose texts could not be fetched shows its zh-CN text.
 */
export function issueText(message: string, t: Translate, params?: Record<string, string | number>): string {
  if (!isValidationMessageKey(message)) return message;
  return t(`validation.${message}`, { ...params, defaultValue: validationMessagesZhCN[message] });
}

/**
 * antd gives `undefined` for a field nobody touched; a schema that refuses it would complain about
 * the type instead of saying what is missing, so an empty field is checked as an empty string.
 */
function asInput(schema: z.core.$ZodType, value: unknown): unknown {
  if (value !== undefined && value !== null) return value;
  return z.safeParse(schema, undefined).success ? undefined : '';
}

/** Whether the field must be filled in: the schema refuses an empty value. Drives antd's asterisk. */
export function isRequired(schema: z.core.$ZodType): boolean {
  return !z.safeParse(schema, asInput(schema, undefined)).success;
}

/**
 * The first broken rule, as antd wants it: a rejected promise carrying the translated message, once
 * the features' validation texts are here (they are not part of the start-up texts).
 */
async function rejectFirst(issues: readonly z.core.$ZodIssue[], t: Translate): Promise<void> {
  const [first] = issues;
  if (!first) return;
  await requireFeatureValidationTexts().catch((error: unknown) => {
    console.warn('[form] validation texts not fetched:', error);
  });
  throw new Error(issueText(first.message, t));
}

/** Checks a field's value against its zod schema, as antd wants: rejected with the first broken rule. */
export function checkField(schema: z.core.$ZodType, value: unknown, t: Translate): Promise<void> {
  const result = z.safeParse(schema, asInput(schema, value));
  return result.success ? Promise.resolve() : rejectFirst(result.error.issues, t);
}

/** One antd rule checking a field against its zod schema. */
export function zodRule(schema: z.core.$ZodType, t: Translate): FormRule {
  return { validator: (_rule, value: unknown) => checkField(schema, value, t) };
}

export type AnyObjectSchema = z.ZodObject<z.ZodRawShape>;

/**
 * A copy of an object schema in which only `field` keeps its rules and the other fields accept
 * anything. Refinements of an object (confirm password = password) do not run while another field
 * is invalid, and on a half-filled form some always are; with the others relaxed they do.
 */
function relaxedBut(schema: AnyObjectSchema, field: string): z.ZodType {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, fieldSchema]) => [
      key,
      key === field ? fieldSchema : z.unknown().optional(),
    ]),
  );
  const checks = (schema.def.checks ?? []) as z.core.$ZodCheck<Record<string, unknown>>[];
  return z.object(shape).check(...checks);
}

/** Checks `field` of a form's values, with its current `value`, as antd wants. */
export type FormFieldCheck = (values: Record<string, unknown>, value: unknown, t: Translate) => Promise<void>;

/**
 * The check of `field` of a form against the form's object schema, refinements included, so that
 * rules spanning fields (the confirmation must equal the password) speak on the field they name.
 */
export function formFieldCheck(schema: AnyObjectSchema, field: string): FormFieldCheck {
  const relaxed = relaxedBut(schema, field);
  const fieldSchema = schema.shape[field];
  if (!fieldSchema) throw new Error(`The schema has no field "${field}"`);
  return (values, value, t) => {
    let result: ReturnType<z.ZodType['safeParse']>;
    try {
      result = relaxed.safeParse({ ...values, [field]: asInput(fieldSchema, value) });
    } catch {
      // A refinement written for valid data may trip over another field's raw value; it will
      // run again once that field is valid.
      return Promise.resolve();
    }
    if (result.success) return Promise.resolve();
    return rejectFirst(
      result.error.issues.filter((issue) => issue.path[0] === field),
      t,
    );
  };
}

/**
 * One antd rule checking `field` of a form against the form's object schema (`formFieldCheck`).
 * Give the Form.Item `dependencies` on the other fields, so it re-checks when they change.
 */
export function zodFieldRule<S extends AnyObjectSchema>(
  schema: S,
  field: keyof S['shape'] & string,
  t: Translate,
): FormRule {
  const check = formFieldCheck(schema, field);
  return ({ getFieldsValue }) => ({
    validator: (_rule, value: unknown) => check(getFieldsValue(true), value, t),
  });
}
