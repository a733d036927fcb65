import type { FormRule } from 'antd';
import type { z } from 'zod';
import type { Translate } from './zod-rule';

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
