import { useMemo } from 'react';
import { Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSidebar, TSidebarInput } from '@staffdesk/core/sidebar-api';
import { FormActions, FormProblem } from '../../platform/form-layout.component.tsx';
import { queryKeys } from '../../platform/query-keys.ts';
import { useSettingsForm } from '../../platform/use-settings-form.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { customModeQuery, saveCustomMode } from './custom-mode.api.ts';
import { pageGroups } from './custom-mode-pages.ts';

const inputOf = (s: TSidebar): TSidebarInput => ({
  customMode: s.customMode,
  hiddenPages: s.hiddenPages as TSidebarInput['hiddenPages'],
});

/**
 * `/settingssidebar` (issue 20, spec 2.3): custom mode and the pages it switches off for everyone in the company. The
 * saved change reaches the menu at once (the session is read again); the server refuses the pages' routes.
 */
export function CustomModePage() {
  const { t } = useTranslation(['branding', 'menu', 'privileges', 'common']);
  const session = useShellSession();
  const title = t('menu:customMode');
  usePageTitle(title);
  const groups = useMemo(() => pageGroups(session.features), [session.features]);
  const { query, form, setForm, set, submit, save, locked, reset } = useSettingsForm({
    query: customModeQuery,
    inputOf,
    save: saveCustomMode,
    // the session carries the flags the menu is drawn from
    refresh: [queryKeys.session],
    saved: t('customMode.saved'),
  });
  const hidden = new Set<string>(form?.hiddenPages ?? []);
  const toggle = (page: string, shown: boolean) =>
    setForm((f) => {
      if (!f) return f;
      const rest = f.hiddenPages.filter((p) => p !== page);
      return { ...f, hiddenPages: shown ? rest : [...rest, page as TSidebarInput['hiddenPages'][number]] };
    });
  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]} title={title} />
      {query.isError && <FormProblem text={errorText(t, query.error)} />}
      {query.isPending && <Loader aria-label={t('common:loading')} />}
      {form && query.data && (
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section">
              <Switch
                size="md"
                label={t('customMode.switch')}
                description={t('customMode.hint')}
                checked={form.customMode}
                onChange={(e) => set({ customMode: e.currentTarget.checked })}
                data-testid="custom-mode-switch"
              />
            </Paper>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section">
              <Group justify="space-between" align="flex-start" wrap="wrap" mb="md">
                <div>
                  <Title order={2} size="h4">
                    {t('customMode.pages')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('customMode.pagesHint')}
                  </Text>
                </div>
                <Group gap="sm">
                  <Badge variant="light" color={hidden.size ? 'orange' : 'gray'} data-testid="custom-mode-hidden">
                    {t('customMode.hiddenCount', { count: hidden.size })}
                  </Badge>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    disabled={hidden.size === 0}
                    onClick={() => set({ hiddenPages: [] })}
                  >
                    {t('customMode.showAll')}
                  </Button>
                </Group>
              </Group>
              <Stack gap="lg">
                {groups.map((g) => (
                  <div key={g.key}>
                    <Text size="sm" fw={600} mb="xs">
                      {t(g.label)}
                    </Text>
                    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
                      {g.pages.map((p) => (
                        <Switch
                          key={p.key}
                          label={t(`privileges:${p.label}`)}
                          checked={!hidden.has(p.key)}
                          onChange={(e) => toggle(p.key, e.currentTarget.checked)}
                          data-testid={`custom-mode-page-${p.key}`}
                        />
                      ))}
                    </SimpleGrid>
                  </div>
                ))}
              </Stack>
            </Paper>
            <FormProblem text={save.error ? errorText(t, save.error) : null} />
            <FormActions
              onCancel={reset}
              submitLabel={t('common:actions.save')}
              submitTestId="custom-mode-save"
              pending={save.isPending}
              locked={locked}
            />
          </Stack>
        </form>
      )}
    </Stack>
  );
}
