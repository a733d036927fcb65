import type { TextsLike } from '@/lib/i18n';
import type { contentAdminMessagesZhCN } from '@scf/shared/messages-content-admin';

/** en-US texts of this area's validation keys (@scf/shared/messages-content-admin). */
const contentAdminValidation: TextsLike<typeof contentAdminMessagesZhCN> = {};

export default contentAdminValidation;
