import { Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../platform/query-states.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { myVisitsQuery } from './visitors.api.ts';
import { useVisitTime, VisitStatusBadge } from './visitor-parts.component.tsx';

/** `/guests/myvisitors` (employees): the visitors who came, or are coming, to see them. */
export function MyVisitorsPage() {
  const { t } = useTranslation(['visitors', 'menu']);
  const session = useShellSession();
  const title = t('menu:myVisitors');
  usePageTitle(title);
  const [params] = useListParams();
  const query = useQuery(myVisitsQuery({ ...params, pageSize: 50 }));
  const time = useVisitTime();
  return (
    <Stack gap="md" maw={760}>
      <PageHeader crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]} title={title} />
      <QueryStates query={{ ...query, data: query.data?.rows }} empty={t('emptyMine')} testId="my-visitors-empty" />
      {query.data?.rows.map((v) => (
        <Card key={v.id} withBorder radius="md" padding="md" data-testid="my-visitor">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={600}>{v.visitorName}</Text>
              <Text size="xs" c="dimmed">
                {[v.company, t(`types.${v.visitType}`)].filter(Boolean).join(' · ')}
              </Text>
            </div>
            <VisitStatusBadge status={v.status} />
          </Group>
          <Text size="sm" mt="xs">
            {v.status === 'expected' ? v.expectedOn : time(v.checkedInAt)}
            {v.checkedOutAt ? ` – ${time(v.checkedOutAt)}` : ''}
          </Text>
          {v.reason && (
            <Text size="sm" c="dimmed">
              {v.reason}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}
