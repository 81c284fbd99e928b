import { Anchor, Avatar, Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { employeeName, type TStaffDashboard } from '@staffdesk/core/employees';
import { EMPLOYEE_DOCUMENT } from '@staffdesk/core/resources/employee-records';
import { canDo } from '../../shell/privileges.ts';
import { formatDay } from '../../shell/date-format.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { staffDashboardQuery } from '../employees/employees.api.ts';

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-value={value}>
        {value.toLocaleString()}
      </Text>
    </Card>
  );
}

/** Horizontal bars: a count per row, the longest bar the largest count. */
function Bars({
  title,
  rows,
  testId,
}: {
  title: string;
  rows: { key: string; label: string; n: number }[];
  testId: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.n));
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <Stack gap={10}>
        {rows.map((r) => (
          <div key={r.key}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" lineClamp={1}>
                {r.label}
              </Text>
              <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {r.n}
              </Text>
            </Group>
            <Progress value={(r.n / max) * 100} size="sm" mt={4} aria-hidden />
          </div>
        ))}
      </Stack>
    </Card>
  );
}

type TPerson =
  | TStaffDashboard['birthdays'][number]
  | TStaffDashboard['probationEnding'][number]
  | TStaffDashboard['documentsExpiring'][number];

/** A short list of people with a date each, every line opening their profile (or the tab `tab` of it). */
function People({
  title,
  count,
  empty,
  people,
  date,
  detail,
  tab = 'profile',
  more,
  testId,
}: {
  title: string;
  /** how many there are in all, when the list shows only the first */
  count?: number;
  empty: string;
  people: TPerson[];
  date: (p: TPerson) => string;
  /** the line under the name (default: the employee ID) */
  detail?: (p: TPerson) => string;
  tab?: string;
  /** a link to the whole list, under the short one */
  more?: { to: string; label: string };
  testId: string;
}) {
  const session = useShellSession();
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {count !== undefined && count > 0 && (
          <Badge color="orange" variant="light" data-testid={`${testId}-count`}>
            {count}
          </Badge>
        )}
      </Group>
      {people.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap="xs">
          {people.map((p) => (
            <Anchor
              key={'documentId' in p ? p.documentId : p.id}
              component={Link}
              to={`/${session.account}/employees/${tab}/${p.id}`}
              underline="never"
              c="inherit"
            >
              <Group gap="sm" wrap="nowrap">
                <Avatar src={p.photoUrl} name={employeeName(p)} color="initials" size={32} alt="" />
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Text size="sm" fw={600} lineClamp={1}>
                    {employeeName(p)}
                  </Text>
                  <Text size="xs" c="dimmed" ff={detail ? undefined : 'monospace'} lineClamp={1}>
                    {detail ? detail(p) : p.employeeCode}
                  </Text>
                </div>
                <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {date(p)}
                </Text>
              </Group>
            </Anchor>
          ))}
        </Stack>
      )}
      {more && (
        <Anchor component={Link} to={more.to} size="sm" mt="sm" display="inline-block" data-testid={`${testId}-all`}>
          {more.label}
        </Anchor>
      )}
    </Card>
  );
}

/**
 * The HR dashboard's staff part (issue 11): headcount, joiners and leavers this month, where people work, birthdays
 * this week, probations ending and documents expiring — within the viewer's scope. A company with no staff yet is shown how to start.
 */
export function StaffSummary() {
  const { t } = useTranslation(['dashboard', 'employees', 'staffDocuments']);
  const session = useShellSession();
  const q = useQuery(staffDashboardQuery);
  const d = q.data;
  if (!d) return null;
  const account = session.account ?? '';
  if (d.active + d.inactive === 0) {
    if (!canDo(session, 'employees', 'add')) return null;
    return (
      <Card withBorder padding="lg" data-testid="staff-empty">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('dashboard:staff.emptyTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dashboard:staff.emptyText')}
          </Text>
          <Group gap="sm">
            <Button
              component={Link}
              to={`/${account}/employees/add`}
              leftSection={<IconUserPlus size={16} aria-hidden />}
            >
              {t('dashboard:staff.addFirst')}
            </Button>
            <Button
              component={Link}
              to={`/${account}/employees_bulk_import/import`}
              variant="default"
              leftSection={<IconFileImport size={16} aria-hidden />}
            >
              {t('dashboard:staff.import')}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="md" data-testid="staff-summary">
      <Title order={2} size="h4">
        {t('dashboard:staff.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <Stat label={t('dashboard:staff.active')} value={d.active} testId="staff-active" />
        <Stat label={t('dashboard:staff.inactive')} value={d.inactive} testId="staff-inactive" />
        <Stat label={t('dashboard:staff.joiners')} value={d.joinersThisMonth} testId="staff-joiners" />
        <Stat label={t('dashboard:staff.leavers')} value={d.leaversThisMonth} testId="staff-leavers" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Bars
          title={t('dashboard:staff.byOrganization')}
          rows={d.byOrganization.map((o) => ({ key: o.id, label: o.title, n: o.active }))}
          testId="staff-by-organization"
        />
        <Bars
          title={t('dashboard:staff.byDepartment')}
          rows={d.byDepartment.map((x) => ({
            key: x.id ?? '-',
            label: x.name ?? t('dashboard:staff.noDepartment'),
            n: x.active,
          }))}
          testId="staff-by-department"
        />
        <People
          title={t('dashboard:staff.birthdays')}
          empty={t('dashboard:staff.noBirthdays')}
          people={d.birthdays}
          date={(p) => ('day' in p ? formatDay(p.day).slice(0, 5) : '')}
          testId="staff-birthdays"
        />
        <People
          title={t('dashboard:staff.probation')}
          empty={t('dashboard:staff.noProbation')}
          people={d.probationEnding}
          date={(p) => ('confirmationDate' in p ? formatDay(p.confirmationDate) : '')}
          testId="staff-probation"
        />
        <People
          title={t('dashboard:staff.documentsExpiring')}
          count={d.documentsExpiringCount}
          empty={t('dashboard:staff.noDocumentsExpiring')}
          people={d.documentsExpiring}
          date={(p) => ('expiryDate' in p ? formatDay(p.expiryDate) : '')}
          detail={(p) => ('documentType' in p ? `${p.documentType} · ${p.employeeCode}` : p.employeeCode)}
          tab={EMPLOYEE_DOCUMENT.route}
          more={{
            to: `/${session.account}/employeesadmin_staff/listingdocs`,
            label: t('staffDocuments:seeAll'),
          }}
          testId="staff-documents-expiring"
        />
      </SimpleGrid>
    </Stack>
  );
}
