export { AuthorizationDrawer } from './authorization-drawer';
export { AuthorizationStatusTag } from './authorization-status-tag';
