import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIndustryGroups } from '../../register/api/get-industry-group';
import type { ValueLookups } from '../lib/changes';
import { useRegionNames } from '../../common/regions';

/** What turns stored codes into text: translations, industry names, region names. */
export function useValueLookups(): ValueLookups {
  const { t } = useTranslation();
  const industries = useIndustryGroups();
  const regions = useRegionNames();
  return useMemo(
    () => ({
      t,
      industries: new Map((industries.data ?? []).map((row) => [row.value, row.desc])),
      regions,
    }),
    [t, industries.data, regions],
  );
}
