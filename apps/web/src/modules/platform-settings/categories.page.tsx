import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TBusinessCategory } from '@staffdesk/core/platform-settings-api';
import { openConfirm } from '../../platform/confirm.dialog.tsx';
import { QueryStates } from '../../platform/query-states.component.tsx';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { hasAdminFlag } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { CategoryDialog, type TCategoryEdit } from './category.dialog.tsx';
import { categoryName, subcategoriesOf, topCategories } from './category-names.ts';
import { CATEGORIES_KEY, categoriesQuery, deleteCategory } from './platform-settings.api.ts';

/**
 * `/settingscategory` and `/settingssubcategory` (spec 6, issue 20): the business categories companies pick at
 * sign-up, each with its sub categories, in three languages; how many tenants and requests name each. One page for
 * both: a sub category is only ever seen under its category.
 */
export function CategoriesPage({ sub }: { sub?: boolean }) {
  const { t, i18n } = useTranslation(['platformSettings', 'menu', 'common', 'errors']);
  const session = useShellSession();
  const title = t(sub ? 'menu:platformSubcategory' : 'menu:platformCategory');
  usePageTitle(title);
  const client = useQueryClient();
  const query = useQuery(categoriesQuery);
  const [edit, setEdit] = useState<TCategoryEdit | null>(null);
  const canEdit = hasAdminFlag(session, 'settings');
  const refresh = () => client.invalidateQueries({ queryKey: CATEGORIES_KEY });
  const name = (c: TBusinessCategory) => categoryName(c, i18n.language);
  const remove = (c: TBusinessCategory) =>
    openConfirm({
      title: t('platformSettings:categories.delete'),
      text: t('platformSettings:categories.deleteText', { name: name(c) }),
      confirmLabel: t('common:actions.delete'),
      color: 'red',
      testId: 'category-delete-confirm',
      onConfirm: () =>
        void deleteCategory(c.id).then(
          async () => {
            notifySuccess(t('platformSettings:categories.deleted', { name: name(c) }));
            await refresh();
          },
          (e) => notifyError(errorText(t, e)),
        ),
    });
  const actions = (c: TBusinessCategory) =>
    canEdit && (
      <RowActions>
        <RowAction
          label={t('platformSettings:categories.rename')}
          subject={name(c)}
          icon={IconPencil}
          onClick={() => setEdit({ mode: 'rename', category: c })}
          testId="category-rename"
        />
        <RowAction
          label={t('common:actions.delete')}
          subject={name(c)}
          icon={IconTrash}
          color="red"
          onClick={() => remove(c)}
          testId="category-delete"
        />
      </RowActions>
    );
  const uses = (c: TBusinessCategory) => (
    <Text size="xs" c="dimmed">
      {t('platformSettings:categories.uses', { tenants: c.tenants, requests: c.requests })}
    </Text>
  );
  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:tenants'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          canEdit && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEdit({ mode: 'add', parent: null })}
              data-testid="category-add"
            >
              {t('platformSettings:categories.add')}
            </Button>
          )
        }
      />
      <Text size="sm" c="dimmed">
        {t('platformSettings:categories.hint')}
      </Text>
      <QueryStates query={query} empty={t('platformSettings:categories.empty')} testId="categories-empty" />
      {query.data && query.data.length > 0 && (
        <Stack gap="md">
          {topCategories(query.data).map((category) => {
            const subs = subcategoriesOf(query.data, category.id);
            return (
              <Paper key={category.id} withBorder p="md" data-testid="category-card">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Text fw={600}>{name(category)}</Text>
                    {uses(category)}
                  </div>
                  {actions(category)}
                </Group>
                <Stack
                  gap={6}
                  mt="sm"
                  pl="md"
                  style={{ borderInlineStart: '2px solid var(--mantine-color-default-border)' }}
                >
                  {subs.map((s) => (
                    <Group key={s.id} justify="space-between" wrap="nowrap" data-testid="subcategory-row">
                      <Group gap="xs" wrap="wrap">
                        <Text size="sm">{name(s)}</Text>
                        {s.tenants > 0 && (
                          <Badge variant="light" size="sm">
                            {t('platformSettings:categories.tenants', { count: s.tenants })}
                          </Badge>
                        )}
                      </Group>
                      {actions(s)}
                    </Group>
                  ))}
                  {canEdit && (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconPlus size={14} aria-hidden />}
                      onClick={() => setEdit({ mode: 'add', parent: category })}
                      style={{ alignSelf: 'flex-start' }}
                      data-testid="subcategory-add"
                    >
                      {t('platformSettings:categories.addSubShort')}
                    </Button>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      <CategoryDialog
        edit={edit}
        onClose={() => setEdit(null)}
        onDone={async () => {
          notifySuccess(t('common:messages.recordUpdated'));
          await refresh();
        }}
      />
    </Stack>
  );
}
