import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionTree } from '../../common/regions';

export interface RegionFieldProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
  disabled?: boolean;
}

/** Province / city / district, as the registration wizard asks; the value is the six-digit codes. */
export function RegionField({ value, onChange, id, disabled }: RegionFieldProps) {
  const { t } = useTranslation();
  const regions = useRegionTree();
  return (
    <Cascader
      id={id}
      value={value}
      disabled={disabled}
      onChange={(codes) => onChange?.((codes ?? []).map(String))}
      options={regions.data ?? []}
      loading={regions.isPending}
      placeholder={t('member.company.edit.region')}
      showSearch
    />
  );
}
