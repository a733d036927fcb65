import { onSignIn } from '@/lib/session';
import { loadUserPermissions } from './get-user-permissions';

// shell.md section 6: the map is fetched right after sign-in, before the first screen checks it.
// A module of its own, listed in the package's sideEffects: a registration made in the barrel was
// dropped by the build, whose importers take the barrel's re-exports straight from their modules.
onSignIn(loadUserPermissions);
