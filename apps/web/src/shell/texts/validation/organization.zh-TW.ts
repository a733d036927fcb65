import type { TextsLike } from '@/lib/i18n';
import type { organizationMessagesZhCN } from '@scf/shared/messages-organization';

/** zh-TW texts of this area's validation keys (@scf/shared/messages-organization). */
const organizationValidation: TextsLike<typeof organizationMessagesZhCN> = {};

export default organizationValidation;
