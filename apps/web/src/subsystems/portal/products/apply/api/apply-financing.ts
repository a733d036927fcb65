import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApplyRequest } from '@scf/shared/schemas/financing';
import { post } from '@/lib/request';

export const APPLY_PATH = '/api/financing/apply';

const applyReply = z.object({ id: z.number(), applyCode: z.string() });
export type ApplyReply = z.infer<typeof applyReply>;

/** POST /api/financing/apply: the generic dialog's application. Silent: the dialog shows the refusal. */
export async function applyFinancing(body: ApplyRequest): Promise<ApplyReply> {
  return applyReply.parse(await post<unknown>(APPLY_PATH, body, { silent: true }));
}

export const useApplyFinancing = () => useMutation({ mutationFn: applyFinancing });
