import { SESSION_KEYS } from '@scf/shared/constants';
import type { PermissionMap } from '@scf/shared/permissions';
import { permissionsReply } from '@scf/shared/schemas/menu';

/**
 * The signed-in user's permission map, cached in session storage `userPermissions` (shell.md
 * section 6). Session storage is the one copy, so a sign-in or sign-out that rewrites or clears
 * it is seen at once; the parsed map is kept per stored string so reading it on every render
 * costs a lookup, and `useSyncExternalStore` gets the same object until the map changes.
 */
const NONE: PermissionMap = Object.freeze({});
let parsed: { raw: string | null; map: PermissionMap } = { raw: null, map: NONE };
const listeners = new Set<() => void>();

export function readPermissions(): PermissionMap {
  const raw = sessionStorage.getItem(SESSION_KEYS.userPermissions);
  if (raw !== parsed.raw) {
    let map = NONE;
    try {
      const result = raw ? permissionsReply.safeParse(JSON.parse(raw)) : null;
      if (result?.success) map = result.data;
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
