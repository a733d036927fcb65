import type { TextsLike } from '@/lib/i18n';
import type { memberChangeMessagesZhCN } from '@scf/shared/messages-member-change';

/** en-US texts of this area's validation keys (@scf/shared/messages-member-change). */
const memberChangeValidation: TextsLike<typeof memberChangeMessagesZhCN> = {
  memberChangeUsccFixed: 'The unified social credit code cannot be changed',
  memberChangeNothing: 'Nothing has been changed',
  memberChangePending:
    'A change is already waiting for the platform’s review; fields needing review can be changed again once it is decided',
  memberChangeDecided: 'This change has already been decided',
  memberChangeNotMember: 'Only users of a member enterprise can view and change its details',
  memberChangeStatusRule: 'Status must be one of applied, pending, approved, rejected',
  memberChangeIdRule: 'The change number is not valid',
  memberIdRule: 'The enterprise number is not valid',
  memberChangeReasonRequired: 'Please give the reason for the rejection',
  memberChangeReasonMax: 'The reason must not exceed 200 characters',
  memberChangeFileMissing: 'The file does not exist; please upload it again',
};

export default memberChangeValidation;
