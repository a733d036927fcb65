import type { TextsLike } from '@/lib/i18n';
import financing from './financing.en-US';
import productRelease from './product-release.en-US';
import adminAccess from './admin-access.en-US';
import organization from './organization.en-US';
import authorization from './authorization.en-US';
import memberChange from './member-change.en-US';
import contentAdmin from './content-admin.en-US';
import refusals from './refusals.en-US';
import type { FeatureValidationTexts } from './zh-CN';

const enUS: TextsLike<FeatureValidationTexts> = {
  ...financing,
  ...productRelease,
  ...adminAccess,
  ...organization,
  ...authorization,
  ...memberChange,
  ...contentAdmin,
  ...refusals,
};

export default enUS;
