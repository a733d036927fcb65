import { useMutation } from '@tanstack/react-query';
import { createLetterReply } from '@scf/shared/schemas/member-api';
import type { CreateLetterRequest } from '@scf/shared/schemas/member-api';
import { post } from '@/lib/request';

export const CREATE_LETTER_PATH = '/api/member/create_letter';

/** Generates the user authorization letter; its URL in the file store. */
export async function createLetter(input: CreateLetterRequest): Promise<string> {
  const { hash } = createLetterReply.parse(await post<unknown>(CREATE_LETTER_PATH, input, { silent: true }));
  return `/api/files/${hash}`;
}

export function useCreateLetter() {
  return useMutation({ mutationFn: createLetter });
}
