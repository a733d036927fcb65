import { z } from 'zod';

/** Every JSON reply: error_no (0 = success), error_info, and the payload in data. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ error_no: z.number().int(), error_info: z.string(), data });

/** A catalogue text's placeholders ({{name}}), which the client fills as the server did. */
export const messageParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type MessageParams = z.infer<typeof messageParams>;

/**
 * A refusal. error_info is the zh-CN text; when it is a catalogue text, error_key names it as the
 * client's translation key (`validation.<key>` or `errors.<key>`) and error_params fills it, so the
 * client shows it in the user's language.
 */
export const errorEnvelope = z.object({
  error_no: z.number().int(),
  error_info: z.string(),
  error_key: z.string().optional(),
  error_params: messageParams.optional(),
  data: z
    .object({
      errors: z.array(z.object({ field: z.string(), rule: z.string(), message: z.string() })).optional(),
    })
    .nullable(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Lists come as data.rows + data.total. */
export const page = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int() });
