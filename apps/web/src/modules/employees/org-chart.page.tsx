import { useMemo, useState } from 'react';
import { ActionIcon, Alert, Anchor, Avatar, Badge, Box, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { employeeName, type TOrgChartNode } from '@staffdesk/core/employees';
import { loadErrorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { orgChartQuery } from './employees.api.ts';
import { OrgDeptFilter } from './org-dept-filter.component.tsx';

/** Levels open when the chart is first drawn. */
const OPEN_LEVELS = 2;

type TTree = { roots: TOrgChartNode[]; reports: Map<string, TOrgChartNode[]>; size: Map<string, number> };

/** Reports under each manager, and each person's team size (everyone under them), biggest teams first. */
function buildTree(nodes: readonly TOrgChartNode[]): TTree {
  const reports = new Map<string, TOrgChartNode[]>();
  for (const n of nodes) if (n.managerId) reports.set(n.managerId, [...(reports.get(n.managerId) ?? []), n]);
  const size = new Map<string, number>();
  const sizeOf = (id: string, seen: Set<string>): number => {
    if (seen.has(id)) return 0;
    seen.add(id);
    const s = (reports.get(id) ?? []).reduce((sum, r) => sum + 1 + sizeOf(r.id, seen), 0);
    size.set(id, s);
    return s;
  };
  for (const n of nodes) if (!size.has(n.id)) sizeOf(n.id, new Set());
  const bySize = (a: TOrgChartNode, b: TOrgChartNode) => (size.get(b.id) ?? 0) - (size.get(a.id) ?? 0);
  for (const list of reports.values()) list.sort(bySize);
  return { roots: nodes.filter((n) => !n.managerId).sort(bySize), reports, size };
}

function Node({ n, tree, level, account }: { n: TOrgChartNode; tree: TTree; level: number; account: string }) {
  const { t } = useTranslation('employees');
  const reports = tree.reports.get(n.id) ?? [];
  const [open, setOpen] = useState(level < OPEN_LEVELS);
  return (
    <Box component="li" style={{ listStyle: 'none' }}>
      <Paper withBorder p="xs" radius="md" maw={420} data-testid="org-node" data-reports={reports.length}>
        <Group gap="sm" wrap="nowrap">
          {reports.length > 0 ? (
            <ActionIcon
              variant="subtle"
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
              aria-label={t(open ? 'orgChart.collapse' : 'orgChart.expand', { name: employeeName(n) })}
              data-testid="org-node-toggle"
            >
              {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
            </ActionIcon>
          ) : (
            <Box w={28} />
          )}
          <Avatar src={n.photoUrl} name={employeeName(n)} color="initials" size={40} alt="" />
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Anchor component={Link} to={`/${account}/employees/profile/${n.id}`} fw={600} size="sm" lineClamp={1}>
              {employeeName(n)}
            </Anchor>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {[n.position, n.departmentName].filter(Boolean).join(' · ') || n.employeeCode}
            </Text>
          </Stack>
          {reports.length > 0 && (
            <Badge variant="light" title={t('orgChart.teamSize', { count: tree.size.get(n.id) ?? 0 })}>
              {reports.length}
            </Badge>
          )}
        </Group>
      </Paper>
      {open && reports.length > 0 && (
        <Stack
          component="ul"
          gap="xs"
          pl={{ base: 'md', sm: 'xl' }}
          mt="xs"
          mb={0}
          style={{ borderInlineStart: '2px solid var(--mantine-color-default-border)', marginInlineStart: 22 }}
        >
          {reports.map((r) => (
            <Node key={r.id} n={r} tree={tree} level={level + 1} account={account} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** `/{account}/employees/orgchart`: who reports to whom, from the reporting managers, within the viewer's scope. */
export function OrgChartPage() {
  const { t } = useTranslation(['employees', 'menu', 'errors']);
  const session = useShellSession();
  const [f, setFilter] = useFilterParams(['org', 'dept'] as const);
  const query = useQuery(orgChartQuery(f.org, f.dept));
  const tree = useMemo(() => buildTree(query.data ?? []), [query.data]);
  const title = t('menu:orgChart');
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]} title={title} />
      <Group gap="sm" align="flex-end">
        <OrgDeptFilter
          organizationId={f.org}
          departmentId={f.dept}
          onOrganization={(v) => setFilter('org', v)}
          onDepartment={(v) => setFilter('dept', v)}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {t('employees:orgChart.about')}
      </Text>
      {query.error && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="org-chart-error">
          {loadErrorText(t, query.error)}
        </Alert>
      )}
      {query.isPending ? (
        <Stack gap="xs">
          <Skeleton h={56} maw={420} />
          <Skeleton h={56} maw={420} ml="xl" />
          <Skeleton h={56} maw={420} ml="xl" />
        </Stack>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} data-testid="org-chart">
          {tree.roots.map((n) => (
            <Node key={n.id} n={n} tree={tree} level={0} account={session.account ?? ''} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
