import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useRuntimeConfig } from '@/lib/config';
import { isAllowed } from './check-permission';
import { readPermissions, subscribePermissions } from './permission-store';

/** Whether the signed-in user may use what `codes` guards; re-renders when the map arrives. */
export function usePermission(codes: string | null | undefined): boolean {
  const { flags } = useRuntimeConfig();
  const map = useSyncExternalStore(subscribePermissions, readPermissions);
  return isAllowed(codes, flags.OPEN_AUTH_VERIFICATION, map);
}

interface PermissionProps {
  /** One code, or several separated by commas of which any one suffices; empty always shows. */
  code: string | null | undefined;
  children: ReactNode;
  /** What to show instead; by default nothing, as the spec's directive removes the element. */
  fallback?: ReactNode;
}

/** The spec's permission directive in React form: renders its children only when allowed. */
export function Permission({ code, children, fallback = null }: PermissionProps) {
  return usePermission(code) ? children : fallback;
}
