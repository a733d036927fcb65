import type { TextsLike } from '@/lib/i18n';
import type { organizationMessagesZhCN } from '@scf/shared/messages-organization';

/** en-US texts of this area's validation keys (@scf/shared/messages-organization). */
const organizationValidation: TextsLike<typeof organizationMessagesZhCN> = {
  staffNameRequired: 'Enter the name',
  staffMobileRequired: 'Enter the mobile number',
  staffStatusRule: 'The status must be active or disabled',
  orgIdRule: 'The id is not valid',
  orgInstitutionRequired: 'Choose an institution',
  managerMobileTaken: 'An account manager of this institution already uses this mobile number',
  salesmanMobileTaken: 'A salesman of this institution already uses this mobile number',
  assignMembersRequired: 'Choose at least one enterprise',
  assignMembersMax: 'At most 50 enterprises can be assigned at once',
  assignMembersDuplicate: 'An enterprise is chosen twice',
};

export default organizationValidation;
