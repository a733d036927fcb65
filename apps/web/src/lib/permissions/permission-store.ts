import { SESSION_KEYS } from '@scf/shared/constants';
import type { PermissionMap } from '@scf/shared/permissions';

/**
 * The signed-in user's permission map, cached in session storage `userPermissions` (shell.md
 * section 6). Session storage is the one copy, so a sign-in or sign-out that rewrites or clears
 * it is seen at once; the parsed map is kept per stored string so reading it on every render
 * costs a lookup, and `useSyncExternalStore` gets the same object until the map changes.
 */
const NONE: PermissionMap = Object.freeze({});

/**
 * The stored map's shape (the shared `permissionsReply`: codes to booleans), checked by hand: every
 * page with a permission check, the public product page among them, reads it, and they load
 * without zod (docs/decisions.md).
 */
const isPermissionMap = (value: unknown): value is PermissionMap =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((held) => typeof held === 'boolean');

let parsed: { raw: string | null; map: PermissionMap } = { raw: null, map: NONE };
const listeners = new Set<() => void>();

export function readPermissions(): PermissionMap {
  const raw = sessionStorage.getItem(SESSION_KEYS.userPermissions);
  if (raw !== parsed.raw) {
    let map = NONE;
    try {
      const stored: unknown = raw ? JSON.parse(raw) : null;
      if (isPermissionMap(stored)) map = stored;
    } catch {
      // Not JSON: written by something else; the user then holds no permission until reloaded.
    }
    parsed = { raw, map };
  }
  return parsed.map;
}

export const hasStoredPermissions = (): boolean =>
  sessionStorage.getItem(SESSION_KEYS.userPermissions) !== null;

export function savePermissions(map: PermissionMap): void {
  sessionStorage.setItem(SESSION_KEYS.userPermissions, JSON.stringify(map));
  for (const listener of listeners) listener();
}

export function subscribePermissions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
