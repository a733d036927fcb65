import type { TextsLike } from '@/lib/i18n';
import type { adminAccessMessagesZhCN } from '@scf/shared/messages-admin-access';

/** en-US texts of this area's validation keys (@scf/shared/messages-admin-access). */
const adminAccessValidation: TextsLike<typeof adminAccessMessagesZhCN> = {};

export default adminAccessValidation;
