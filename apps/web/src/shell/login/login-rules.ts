import type { FormRule } from 'antd';
import type { z } from 'zod';
import type * as AuthSchemas from '@scf/shared/schemas/auth';
import { lazyZodRule } from '@/lib/form/lazy-zod-rule';
import type { Translate } from '@/lib/form/zod-rule';

const loadAuthSchemas = () => import('@scf/shared/schemas/auth');

/**
 * A rule of the sign-in forms from the shared auth schemas, fetched the first time a field is
 * checked: the sign-in screen shows without zod, which follows as soon as the user types.
 */
export function loginRule(pick: (schemas: typeof AuthSchemas) => z.core.$ZodType, t: Translate): FormRule {
  return lazyZodRule(() => loadAuthSchemas().then(pick), t);
}
