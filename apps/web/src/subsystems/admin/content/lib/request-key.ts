/**
 * A fresh key for saving a new row (32 hex digits), drawn when its dialog opens: the server writes
 * one row per key, so a double submission cannot create the row twice. getRandomValues, unlike
 * randomUUID, also works on a plain-HTTP address.
 */
export function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The row a dialog edits (id), or a new one (null) with the key its save carries. */
export interface Editing {
  id: string | null;
  requestKey?: string;
}
