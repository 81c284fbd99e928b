import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTenantSummary } from '@staffdesk/core/tenants';

/** A tenant's package in a list: pro stands out. */
export function TenantPackageBadge({ package: pkg }: { package: TTenantSummary['package'] }) {
  const { t } = useTranslation('tenants');
  return (
    <Badge variant={pkg === 'pro' ? 'filled' : 'light'} color={pkg === 'pro' ? 'grape' : 'gray'}>
      {t(`tenants:packages.${pkg}`)}
    </Badge>
  );
}

/** A tenant's status in a list: active or suspended. */
export function TenantStatusBadge({ status }: { status: TTenantSummary['status'] }) {
  const { t } = useTranslation('tenants');
  return (
    <Badge
      variant="dot"
      color={status === 'active' ? 'teal' : 'red'}
      miw="max-content"
      data-testid="tenant-status"
      data-status={status}
    >
      {t(`tenants:statuses.${status}`)}
    </Badge>
  );
}
