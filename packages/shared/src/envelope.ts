import { z } from 'zod';

/** Every JSON reply: error_no (0 = success), error_info, and the payload in data. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ error_no: z.number().int(), error_info: z.string(), data });

export const errorEnvelope = z.object({
  error_no: z.number().int(),
  error_info: z.string(),
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
