import type { FormRule } from 'antd';
import type { z } from 'zod';
import type { AnyObjectSchema, FormFieldCheck, Translate } from './zod-rule';

/**
 * `zodRule` for a schema fetched, with zod itself, the first time the field is checked: a screen
 * that must show fast (sign-in) renders without waiting for the validation code.
 */
export function lazyZodRule(load: () => Promise<z.core.$ZodType>, t: Translate): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const [schema, { checkField }] = await Promise.all([load(), import('./zod-rule')]);
      return checkField(schema, value, t);
    },
  };
}

/**
 * `zodFieldRule` for a form's object schema fetched, with zod itself, the first time the field is
 * checked: a page that must show fast (the product list's filters) renders without it.
 */
export function lazyZodFieldRule<S extends AnyObjectSchema>(
  load: () => Promise<S>,
  field: keyof S['shape'] & string,
  t: Translate,
): FormRule {
  let check: Promise<FormFieldCheck> | undefined;
  return ({ getFieldsValue }) => ({
    validator: async (_rule, value: unknown) => {
      const values: Record<string, unknown> = getFieldsValue(true);
      // Fetched once; a failed fetch (the network) is tried again at the next check.
      check ??= Promise.all([load(), import('./zod-rule')]).then(
        ([schema, { formFieldCheck }]) => formFieldCheck(schema, field),
        (error: unknown) => {
          check = undefined;
          throw error;
        },
      );
      return (await check)(values, value, t);
    },
  });
}
