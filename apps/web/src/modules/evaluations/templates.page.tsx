import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../../platform/confirmed-action.hook.ts';
import { Link } from 'react-router';
import type { TTemplate } from '@staffdesk/core/evaluations-api';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { DeleteAction, EditAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { deleteTemplate, EVALUATION_PATHS, EVALUATIONS_KEY, templateListQuery } from './evaluations.api.ts';

/** `/evalutions/templates`: what evaluations rate — weighted criteria on a rating scale. */
export function TemplatesPage() {
  const { t } = useTranslation(['evaluations', 'menu', 'common']);
  const session = useShellSession();
  const confirmed = useConfirmedAction(EVALUATIONS_KEY);
  const title = t('menu:evaluationTemplates');
  usePageTitle(title);
  const base = `/${session.account}`;
  const [params, setParams] = useListParams();
  const query = useQuery(templateListQuery(params));
  const remove = (x: TTemplate) =>
    confirmed({
      text: t('templates.deleteConfirm', { name: x.name }),
      done: t('templates.deleted'),
      run: () => deleteTemplate(x.id),
    });
  const columns: TDataTableColumn<TTemplate>[] = [
    {
      key: 'name',
      label: t('fields.template'),
      render: (x) => (
        <div>
          <Text size="sm" fw={600} data-testid="row-name">
            {x.name}
          </Text>
          {x.description && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {x.description}
            </Text>
          )}
        </div>
      ),
    },
    {
      key: 'criteria',
      label: t('fields.criteria'),
      visibleFrom: 'md',
      render: (x) => (
        <Text size="xs" lineClamp={2}>
          {x.criteria.map((c) => `${c.name} (${c.weight} %)`).join(' · ')}
        </Text>
      ),
    },
    {
      key: 'scale',
      label: t('fields.scale'),
      align: 'right',
      render: (x) => <Text size="sm">{t('templates.scaleOf', { max: x.scale })}</Text>,
    },
    {
      key: 'cycles',
      label: t('fields.cycles'),
      align: 'right',
      visibleFrom: 'sm',
      render: (x) =>
        x.cycles > 0 ? (
          <Badge variant="light" color="blue" miw="max-content">
            {t('templates.inUse', { count: x.cycles })}
          </Badge>
        ) : (
          <Text size="sm">—</Text>
        ),
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (x) => (
        <RowActions>
          {canDo(session, 'evaluations', 'edit') && (
            <EditAction subject={x.name} to={`${base}/${EVALUATION_PATHS.templateAdd}/${x.id}`} />
          )}
          {canDo(session, 'evaluations', 'delete') && x.cycles === 0 && (
            <DeleteAction subject={x.name} onClick={() => remove(x)} />
          )}
        </RowActions>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:evaluations'), to: `${base}/${EVALUATION_PATHS.list}` }, { label: title }]}
        title={title}
        actions={
          canDo(session, 'evaluations', 'add') && (
            <Group>
              <Button
                component={Link}
                to={`${base}/${EVALUATION_PATHS.templateAdd}`}
                leftSection={<IconPlus size={16} aria-hidden />}
                data-testid="template-add"
              >
                {t('templates.add')}
              </Button>
            </Group>
          )
        }
      />
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('templates.search')}
        empty={{ hint: t('templates.empty') }}
        testId="template-table"
      />
    </Stack>
  );
}
