import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/native-select/native-select';
import type { NativeSelectProps } from '@/components/native-select/native-select';
import { useTenants } from '@/shell/auth-api/get-tenant-list';

/** The tenant picker of tenant mode (isTenantMode), fed by /getTenantList; the value is the tenant code. */
export function TenantSelect(props: Omit<NativeSelectProps, 'options' | 'loading' | 'placeholder'>) {
  const { t } = useTranslation();
  const tenants = useTenants(true);
  return (
    <NativeSelect
      {...props}
      placeholder={t('login.fields.tenantPlaceholder')}
      loading={tenants.isLoading}
      options={
        tenants.data?.map(({ tenantId, tenantName }) => ({ value: tenantId, label: tenantName })) ?? []
      }
    />
  );
}
