import type { FormRule } from 'antd';
import type { z } from 'zod';
import { issueText } from '@/lib/form';
import type { Translate } from '@/lib/form';

type Path = readonly (string | number)[];

const samePath = (a: readonly PropertyKey[], b: Path) =>
  a.length === b.length && a.every((part, i) => String(part) === String(b[i]));

/**
 * One antd rule for the field at `path` of a nested form (the site settings: about.articleName,
 * footer.serviceHours.close, footer.qrCodes.0.imageUrl): the whole form is checked against its
 * shared schema and the field shows the first issue named at its path, so rules spanning fields
 * speak where they point. (zodFieldRule of lib/form serves flat forms.)
 */
export function zodPathRule(schema: z.ZodType, path: Path, t: Translate): FormRule {
  return ({ getFieldsValue }) => ({
    validator: () => {
      const result = schema.safeParse(getFieldsValue(true));
      if (result.success) return Promise.resolve();
      const issue = result.error.issues.find((i) => samePath(i.path, path));
      return issue ? Promise.reject(new Error(issueText(issue.message, t))) : Promise.resolve();
    },
  });
}

/** A field the server named ('footer.qrCodes.0.imageUrl') as the form's name path. */
export function namePath(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
