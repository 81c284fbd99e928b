import { Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOGO_SIZE } from '@staffdesk/core/careers';
import { apiDelete, apiGet, apiRequest } from '../../platform/api-client.ts';
import { PhotoPicker } from '../../platform/photo-picker.component.tsx';
import { queryClient } from '../../platform/query-client.ts';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';

const logoKey = (id: string) => ['organizations', id, 'logo'] as const;
const seg = encodeURIComponent;

/**
 * An organization's logo on its form (saved as soon as it is picked): what the careers page, ID cards and
 * payslips show. PNG, JPG or WEBP up to 1 MB, 64 to 2048 pixels each way (checked by the server).
 */
export function OrganizationLogoPanel({ id }: { id: string }) {
  const { t } = useTranslation(['resources', 'account']);
  const session = useShellSession();
  const logo = useQuery({
    queryKey: logoKey(id),
    queryFn: ({ signal }) => apiGet<{ logoUrl: string | null }>(`/careers/organizations/${seg(id)}/logo`, { signal }),
  });
  const url = logo.data?.logoUrl ?? null;
  const upload = (file: File) => {
    const form = new FormData();
    form.append('logo', file);
    return apiRequest('PUT', `/careers/organizations/${seg(id)}/logo`, { body: form });
  };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" data-testid="organization-logo">
      <Title order={2} size="h4" mb="md">
        {t('resources:logo.title')}
      </Title>
      <Group gap="lg" align="center" wrap="wrap">
        {url ? (
          <Image src={url} alt={t('resources:logo.alt')} w={96} h={96} fit="contain" radius="md" bg="gray.0" />
        ) : (
          <Stack
            w={96}
            h={96}
            align="center"
            justify="center"
            bg="var(--mantine-color-default-hover)"
            style={{ borderRadius: 8 }}
          >
            <IconBuilding size={36} aria-hidden color="var(--mantine-color-dimmed)" />
          </Stack>
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
          <Text size="sm" c="dimmed">
            {t('resources:logo.hint', { min: LOGO_SIZE.min, max: LOGO_SIZE.max })}
          </Text>
          {canDo(session, 'organization', 'edit') && (
            <Group>
              <PhotoPicker
                hasPhoto={url !== null}
                upload={upload}
                remove={() => apiDelete(`/careers/organizations/${seg(id)}/logo`)}
                onChanged={() => queryClient.invalidateQueries({ queryKey: logoKey(id) })}
                testId="organization-logo"
                kind="logo"
                texts={{
                  upload: 'resources:logo.upload',
                  change: 'resources:logo.change',
                  remove: 'resources:logo.remove',
                  saved: 'resources:logo.saved',
                  removed: 'resources:logo.removed',
                }}
              />
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
