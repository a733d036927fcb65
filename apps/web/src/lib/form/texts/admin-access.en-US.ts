import type { TextsLike } from '@/lib/i18n';
import type { adminAccessMessagesZhCN } from '@scf/shared/messages-admin-access';

/** en-US texts of this area's validation keys (@scf/shared/messages-admin-access). */
const adminAccessValidation: TextsLike<typeof adminAccessMessagesZhCN> = {
  adminIdRule: 'The id is not valid',
  permissionCodeRule: 'No such permission code',
  roleCodeRequired: 'Enter the role code',
  roleCodeRule: 'A role code has letters, digits and underscores only, at most 30 characters',
  roleNameRequired: 'Enter the role name',
  roleNameMax: 'The role name cannot exceed 30 characters',
  roleStatusRule: 'The role status must be enabled or disabled',
  menuIdRule: 'The menu id is not valid',
  roleIdRule: 'The role id is not valid',
  roleIdsRequired: 'Choose at least one role',
  roleIdsMax: 'A user can hold at most 20 roles',
  adminUserTypeRule: 'The user type must be enterprise, financial institution or platform operator',
  adminUserStatusRule: 'The user status must be active or disabled',
  userNameRequired: 'Enter the name',
  userMemberIdRule: 'The enterprise id is not valid',
  userInstitutionIdRule: 'The institution id is not valid',
  memberRequired: 'Choose the enterprise',
  institutionRequired: 'Choose the institution',
  initialPasswordRequired: 'Enter the initial password',
  adminMenuCodeRequired: 'Enter the menu code',
  adminMenuCodeRule:
    'A menu code starts with a letter and has letters, digits and underscores only, at most 40 characters',
  menuNameRequired: 'Enter the menu name',
  menuNameMax: 'The menu name cannot exceed 30 characters',
  menuUrlRule:
    'The address must be a path of this site starting with "/" or an http(s) address, at most 300 characters',
  menuUrlRequired: 'A sub-menu or an embedded page needs an address',
  menuTypeRule: 'The menu type must be menu or iframe',
  menuSortOrderRule: 'The sort number must be a whole number from 0 to 9999',
  moveDirectionRule: 'The direction must be up or down',
};

export default adminAccessValidation;
