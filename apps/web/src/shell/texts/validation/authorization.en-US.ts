import type { TextsLike } from '@/lib/i18n';
import type { authorizationMessagesZhCN } from '@scf/shared/messages-authorization';

/** en-US texts of this area's validation keys (@scf/shared/messages-authorization). */
const authorizationValidation: TextsLike<typeof authorizationMessagesZhCN> = {};

export default authorizationValidation;
