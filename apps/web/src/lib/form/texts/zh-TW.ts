import type { TextsLike } from '@/lib/i18n';
import financing from './financing.zh-TW';
import productRelease from './product-release.zh-TW';
import adminAccess from './admin-access.zh-TW';
import organization from './organization.zh-TW';
import authorization from './authorization.zh-TW';
import memberChange from './member-change.zh-TW';
import contentAdmin from './content-admin.zh-TW';
import refusals from './refusals.zh-TW';
import type { FeatureValidationTexts } from './zh-CN';

const zhTW: TextsLike<FeatureValidationTexts> = {
  ...financing,
  ...productRelease,
  ...adminAccess,
  ...organization,
  ...authorization,
  ...memberChange,
  ...contentAdmin,
  ...refusals,
};

export default zhTW;
