import { Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTenantDefaults } from '@staffdesk/core/platform-settings-api';
import { FormActions, FormProblem } from '../../platform/form-layout.component.tsx';
import { useSettingsForm } from '../../platform/use-settings-form.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { TenantDefaultsFields } from './defaults-fields.component.tsx';
import { saveTenantDefaults, tenantDefaultsQuery } from './platform-settings.api.ts';

const same = (d: TTenantDefaults) => d;

/** `/settingsorganization` (spec 6, issue 20): what every new tenant's first organization starts with. */
export function TenantDefaultsPage() {
  const { t } = useTranslation(['platformSettings', 'menu', 'common']);
  const session = useShellSession();
  const title = t('menu:platformOrganization');
  usePageTitle(title);
  const { query, form, set, submit, save, locked, reset } = useSettingsForm({
    query: tenantDefaultsQuery,
    inputOf: same,
    save: saveTenantDefaults,
    saved: t('platformSettings:defaults.saved'),
  });
  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:tenants'), to: sessionHome(session) }, { label: title }]} title={title} />
      {query.isError && <FormProblem text={errorText(t, query.error)} />}
      {query.isPending && <Loader aria-label={t('common:loading')} />}
      {form && (
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section">
              <Text size="sm" c="dimmed" mb="md">
                {t('platformSettings:defaults.hint')}
              </Text>
              <TenantDefaultsFields value={form} onChange={set} testIdPrefix="defaults" />
            </Paper>
            <FormProblem text={save.error ? errorText(t, save.error) : null} />
            <FormActions
              onCancel={reset}
              submitLabel={t('common:actions.save')}
              submitTestId="defaults-save"
              pending={save.isPending}
              locked={locked}
            />
          </Stack>
        </form>
      )}
    </Stack>
  );
}
