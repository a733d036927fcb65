import type { FormRule } from 'antd';
import type { z } from 'zod';
import type { AnyObjectSchema, FormFieldCheck, Translate } from './zod-rule';

/** `checkField` against a schema fetched, with zod itself, when the check runs. */
const checkFieldLazily = (load: () => Promise<z.core.$ZodType>, value: unknown, t: Translate) =>
  Promise.all([load(), import('./zod-rule')]).then(([schema, { checkField }]) =>
    checkField(schema, value, t),
  );

/**
 * `zodRule` for a schema fetched, with zod itself, the first time the field is checked: a screen
 * that must show fast (sign-in) renders without waiting for the validation code.
 */
export function lazyZodRule(load: () => Promise<z.core.$ZodType>, t: Translate): FormRule {
  return { validator: (_rule, value: unknown) => checkFieldLazily(load, value, t) };
}

/** The text of the rule a check found broken, or undefined when it passed. */
const brokenRule = (check: Promise<void>): Promise<string | undefined> =>
  check.then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );

/**
 * The check of a value against a schema fetched, with zod itself, at the first check, for a form
 * that is not antd's: answers the first broken rule's text, or undefined.
 */
export function lazyZodCheck(
  load: () => Promise<z.core.$ZodType>,
  t: Translate,
): (value: unknown) => Promise<string | undefined> {
  return (value) => brokenRule(checkFieldLazily(load, value, t));
}

/**
 * The check of `field` of a form's values against the form's object schema (`formFieldCheck`,
 * rules across fields included), fetched with zod at the first check, for a form that is not
 * antd's: a page that must show fast (the product list's filters) renders without it. Answers the
 * first broken rule's text, or undefined.
 */
export function lazyZodFieldCheck<S extends AnyObjectSchema>(
  load: () => Promise<S>,
  field: keyof S['shape'] & string,
  t: Translate,
): (values: Record<string, unknown>) => Promise<string | undefined> {
  let check: Promise<FormFieldCheck> | undefined;
  return (values) => {
    // Fetched once; a failed fetch (the network) is tried again at the next check.
    check ??= Promise.all([load(), import('./zod-rule')]).then(
      ([schema, { formFieldCheck }]) => formFieldCheck(schema, field),
      (error: unknown) => {
        check = undefined;
        throw error;
      },
    );
    const read = { ...values };
    return brokenRule(check.then((fieldCheck) => fieldCheck(read, read[field], t)));
  };
}
