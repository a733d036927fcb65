import { z } from 'zod';

/**
 * POST /api/access/roles/list: the tenant's roles with their permission codes. Server-only until
 * the role-administration screen exists; then it moves to packages/shared beside its form.
 */
export const roleListReply = z.object({
  rows: z.array(
    z.object({
      roleId: z.string(),
      code: z.string(),
      name: z.string(),
      status: z.enum(['enabled', 'disabled']),
      permissions: z.array(z.string()),
    }),
  ),
  total: z.number().int(),
});
