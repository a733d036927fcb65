import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionTree } from '../../common/regions';

export interface RegionFieldProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
}

/** Province / city / district from element-china-area-data; the value is the three six-digit codes. */
export function RegionField({ value, onChange, id }: RegionFieldProps) {
  const { t } = useTranslation();
  const regions = useRegionTree();
  return (
    <Cascader
      id={id}
      value={value}
      onChange={(codes) => onChange?.((codes ?? []).map(String))}
      options={regions.data ?? []}
      loading={regions.isPending}
      placeholder={t('member.register.placeholders.region')}
      showSearch
      allowClear
    />
  );
}
