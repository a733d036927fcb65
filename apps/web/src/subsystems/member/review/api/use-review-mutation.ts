import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@/lib/request';
import { reviewKeys } from './review-keys';

/**
 * A change to a registration: posts, then refreshes the lists and the details (a decision moves the
 * row and adds to the history). The dialog that asked reports a failure itself.
 */
export function useReviewMutation<TBody, TReply>(path: string, parse: (data: unknown) => TReply) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TBody) => parse(await post<unknown>(path, body, { silent: true })),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: reviewKeys.lists }),
        client.invalidateQueries({ queryKey: reviewKeys.details }),
      ]),
  });
}
