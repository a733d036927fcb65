import type { FormRule } from 'antd';
import type { z } from 'zod';
import { isRequired, zodFieldRule } from '@/lib/form';
import type { Translate } from '@/lib/form';

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/**
 * A Form.Item's name, rule and asterisk from the step's shared schema: the one adapter between the
 * wizard's antd forms and the zod rules the server applies to the same fields.
 */
export function fieldProps<S extends ObjectSchema>(
  schema: S,
  field: keyof S['shape'] & string,
  t: Translate,
): { name: string; rules: FormRule[]; required: boolean } {
  const fieldSchema = schema.shape[field];
  return {
    name: field,
    rules: [zodFieldRule(schema, field, t)],
    required: fieldSchema ? isRequired(fieldSchema) : false,
  };
}
