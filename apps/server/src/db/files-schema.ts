import { bigint, customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Files, content-addressed (DESIGN.md): the key is the SHA-256 of the bytes (the spec's fileHash),
 * so the same bytes are stored once however often they are uploaded. No tenant_id: a row holds only
 * bytes that anyone who knows the hash already has the means to name; who may see a file is decided
 * by the business row that refers to it (see docs/decisions.md).
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite returns a Uint8Array, node-postgres a Buffer: one type for the code above.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const files = pgTable('files', {
  /** SHA-256 of content, 64 lowercase hex digits. */
  fileHash: text('file_hash').primaryKey(),
  content: bytea('content').notNull(),
  contentType: text('content_type').notNull(),
  originalFileName: text('original_file_name').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
