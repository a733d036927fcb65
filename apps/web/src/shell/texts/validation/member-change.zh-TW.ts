import type { TextsLike } from '@/lib/i18n';
import type { memberChangeMessagesZhCN } from '@scf/shared/messages-member-change';

/** zh-TW texts of this area's validation keys (@scf/shared/messages-member-change). */
const memberChangeValidation: TextsLike<typeof memberChangeMessagesZhCN> = {};

export default memberChangeValidation;
