import { useMutation } from '@tanstack/react-query';
import { logout } from './logout';

// Apart from logout.ts, which the start-up bundle's lock handling imports without TanStack Query.
export const useLogout = () => useMutation({ mutationFn: logout });
