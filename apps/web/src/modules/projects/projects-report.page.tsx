import { Group, Progress, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { monthOf } from '@staffdesk/core/dates';
import { TASK_STATUSES, type TReportProject } from '@staffdesk/core/projects-api';
import { BarList } from '../../platform/bar-list.component.tsx';
import { DayRangeFilter } from '../../platform/day-range-filter.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { QueryStates } from '../../platform/query-states.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { formatDay, browserToday } from '../../shell/date-format.ts';
import { intlLocale } from '../../shell/i18n.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { Completion, ProjectStatus, TASK_COLORS } from './project-parts.component.tsx';
import { PROJECT_PATHS, projectReportQuery, reportExportUrl } from './projects.api.ts';
import { StatCard } from '../../platform/stat-card.component.tsx';
import { ReportPanel, ReportTable } from '../../platform/report-panel.component.tsx';

const FILTERS = ['from', 'to'] as const;
const _pad = (n: number) => String(n).padStart(2, '0');

/** A project's tasks by status, as one bar in the board's colours. */
function StatusBar({ p }: { p: TReportProject }) {
  const { t } = useTranslation('projects');
  const total = TASK_STATUSES.reduce((s, x) => s + p.byStatus[x], 0);
  if (!total)
    return (
      <Text size="xs" c="dimmed">
        —
      </Text>
    );
  return (
    <Progress.Root size="lg" w={160}>
      {TASK_STATUSES.filter((x) => p.byStatus[x] > 0).map((x) => (
        <Tooltip key={x} label={`${t(`taskStatuses.${x}`)}: ${p.byStatus[x]}`}>
          <Progress.Section
            value={(p.byStatus[x] / total) * 100}
            color={TASK_COLORS[x]}
            aria-label={`${t(`taskStatuses.${x}`)}: ${p.byStatus[x]}`}
          >
            <Progress.Label>{p.byStatus[x]}</Progress.Label>
          </Progress.Section>
        </Tooltip>
      ))}
    </Progress.Root>
  );
}

/**
 * `/projects/projectsReport`: over a period (this month unless chosen), the projects under way with their progress
 * and tasks by status, the hours logged by project and by person, and the overdue tasks; each table as CSV or Excel.
 */
export function ProjectsReportPage() {
  const { t, i18n } = useTranslation(['projects', 'menu', 'common']);
  const session = useShellSession();
  const title = t('menu:projectsReport');
  usePageTitle(title);
  const [values, setFilter] = useFilterParams(FILTERS);
  const month = monthOf(browserToday());
  const f = { from: values.from || month.from, to: values.to || month.to };
  const query = useQuery(projectReportQuery(f));
  const r = query.data;
  const hours = (m: number) =>
    t('report.hours', { value: (m / 60).toLocaleString(intlLocale(i18n.language), { maximumFractionDigits: 2 }) });
  const tasksLink = (id: string) => `/${session.account}/${PROJECT_PATHS.tasks}?projectId=${id}`;
  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]} title={title} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DayRangeFilter from={f.from} to={f.to} onChange={setFilter} />
      </Group>
      <QueryStates query={{ ...query, data: r?.projects }} empty={t('report.empty')} testId="report-empty" />
      {r && r.projects.length > 0 && (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            <StatCard label={t('report.activeProjects')} value={r.projects.length} testId="figure-projects" />
            <StatCard
              label={t('report.overdueTasks')}
              value={r.projects.reduce((s, p) => s + p.overdueTasks, 0)}
              testId="figure-overdue"
            />
            <StatCard
              label={t('report.hoursLogged')}
              value={hours(r.projects.reduce((s, p) => s + p.periodMinutes, 0))}
              testId="figure-hours"
            />
            <StatCard
              label={t('report.completedTasks')}
              value={r.people.reduce((s, p) => s + p.completedTasks, 0)}
              testId="figure-completed"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ReportPanel title={t('report.hoursByProject')}>
              <BarList
                bars={r.projects
                  .filter((p) => p.periodMinutes > 0)
                  .map((p) => ({ key: p.id, label: p.name, value: p.periodMinutes, text: hours(p.periodMinutes) }))}
                testId="bars-projects"
              />
            </ReportPanel>
            <ReportPanel title={t('report.hoursByPerson')}>
              <BarList
                color="teal"
                bars={r.people
                  .filter((p) => p.periodMinutes > 0)
                  .slice(0, 15)
                  .map((p) => ({ key: p.id, label: p.name, value: p.periodMinutes, text: hours(p.periodMinutes) }))}
                testId="bars-people"
              />
            </ReportPanel>
          </SimpleGrid>
          <ReportPanel
            title={t('report.progress')}
            actions={
              <ExportButton href={reportExportUrl('projects', f, i18n.language)} testId="export-projects" xlsx />
            }
          >
            <ReportTable minWidth={760} testId="report-projects">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.name')}</Table.Th>
                  <Table.Th>{t('fields.tasks')}</Table.Th>
                  <Table.Th>{t('fields.completion')}</Table.Th>
                  <Table.Th ta="right">{t('fields.overdueTasks')}</Table.Th>
                  <Table.Th ta="right">{t('report.periodHours')}</Table.Th>
                  <Table.Th>{t('fields.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.projects.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>
                      <Text size="sm" fw={600} component={Link} to={tasksLink(p.id)} c="inherit">
                        {p.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {p.head} · {formatDay(p.dueOn)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBar p={p} />
                    </Table.Td>
                    <Table.Td>
                      <Completion value={p.completion} />
                    </Table.Td>
                    <Table.Td ta="right" c={p.overdueTasks ? 'red' : undefined}>
                      {p.overdueTasks}
                    </Table.Td>
                    <Table.Td ta="right">{hours(p.periodMinutes)}</Table.Td>
                    <Table.Td>
                      <ProjectStatus status={p.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </ReportTable>
          </ReportPanel>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <ReportPanel
              title={t('report.peopleTable')}
              actions={<ExportButton href={reportExportUrl('people', f, i18n.language)} testId="export-people" xlsx />}
            >
              <ReportTable minWidth={480} testId="report-people">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('report.person')}</Table.Th>
                    <Table.Th ta="right">{t('fields.openTasks')}</Table.Th>
                    <Table.Th ta="right">{t('fields.overdueTasks')}</Table.Th>
                    <Table.Th ta="right">{t('report.completedTasks')}</Table.Th>
                    <Table.Th ta="right">{t('report.periodHours')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {r.people.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>
                        <Text size="sm">{p.name}</Text>
                        <Text size="xs" c="dimmed">
                          {p.code}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{p.openTasks}</Table.Td>
                      <Table.Td ta="right" c={p.overdueTasks ? 'red' : undefined}>
                        {p.overdueTasks}
                      </Table.Td>
                      <Table.Td ta="right">{p.completedTasks}</Table.Td>
                      <Table.Td ta="right">{hours(p.periodMinutes)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </ReportTable>
            </ReportPanel>
            <ReportPanel title={t('report.overdueList')}>
              {r.overdue.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('report.noOverdue')}
                </Text>
              ) : (
                <Stack gap={6} data-testid="report-overdue">
                  {r.overdue.map((x) => (
                    <Group key={x.id} justify="space-between" wrap="nowrap" gap="xs">
                      <div>
                        <Text size="sm" fw={600}>
                          {x.title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {x.projectName} · {x.assignee.name}
                        </Text>
                      </div>
                      <Text size="sm" c="red" style={{ flex: 'none' }}>
                        {x.dueOn ? formatDay(x.dueOn) : ''}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </ReportPanel>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
