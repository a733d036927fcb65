import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/native-select/native-select';
import type { NativeSelectProps } from '@/components/native-select/native-select';
import type { LightQuery } from '@/lib/request/light-query';
import type { Tenant } from '@/shell/auth-api/get-tenant-list';

type TenantSelectProps = Omit<NativeSelectProps, 'options' | 'loading' | 'placeholder'> & {
  /** The form's /getTenantList, which also names the tenant the login sends. */
  tenants: LightQuery<Tenant[]>;
};

/** The tenant picker of tenant mode (isTenantMode); the value is the tenant code. */
export function TenantSelect({ tenants, ...props }: TenantSelectProps) {
  const { t } = useTranslation();
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
