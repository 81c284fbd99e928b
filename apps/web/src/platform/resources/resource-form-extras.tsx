import { Paper, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TResource } from '@staffdesk/core/resources/resource-types';

/** Parts of a resource's form that are not fields (loaded only with that form). */
const OrganizationLogoPanel = lazy(() =>
  import('../../modules/organizations/organization-logo.panel.tsx').then((m) => ({ default: m.OrganizationLogoPanel })),
);

/** Under the general section: an organization's logo, which a saved organization can take. */
export function ResourceFormExtras({ r, recordId }: { r: TResource; recordId: string | null }) {
  const { t } = useTranslation('resources');
  if (r.key !== 'organization') return null;
  if (!recordId)
    return (
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" data-testid="organization-logo-later">
        <Title order={2} size="h4" mb="xs">
          {t('logo.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('logo.afterSave')}
        </Text>
      </Paper>
    );
  return (
    <Suspense fallback={null}>
      <OrganizationLogoPanel id={recordId} />
    </Suspense>
  );
}
