import type { TextsLike } from '@/lib/i18n';
import type { authorizationMessagesZhCN } from '@scf/shared/messages-authorization';

/** en-US texts of this area's validation keys (@scf/shared/messages-authorization). */
const authorizationValidation: TextsLike<typeof authorizationMessagesZhCN> = {
  authorizationInstitutionRequired: 'Choose the institution to authorise',
  authorizationInstitutionIdRule: 'The institution id is not valid',
  authorizationInstitutionUnknown: 'No such institution',
  authorizationMemberIdRule: 'The enterprise id is not valid',
  authorizationScopeRequired: 'Choose what the institution may read',
  authorizationScopeRule: 'The scope must be credit report, financial data or trade data',
  authorizationValidUntilRequired: 'Choose the last day of the authorisation',
  authorizationValidUntilFormat: 'The last day must be a real date written YYYY-MM-DD',
  authorizationValidUntilRange: 'The last day must be between tomorrow and three years from today',
  authorizationRemarkMax: 'The remark may have at most 200 characters',
  authorizationRejectReasonRequired: 'Give the reason for rejecting',
  authorizationCancelReasonRequired: 'Give the reason for cancelling',
  authorizationReasonMax: 'The reason may have at most 200 characters',
  authorizationIdRule: 'The authorisation id is not valid',
  authorizationStatusRule: 'The status must be pending, in force, expired, rejected or cancelled',
  authorizationLiveExists:
    'Your {{scope}} authorisation for {{institution}} is already pending or in force; do not apply again',
};

export default authorizationValidation;
