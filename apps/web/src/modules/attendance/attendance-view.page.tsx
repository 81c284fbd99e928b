import { Alert, Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { hoursMinutes } from '@staffdesk/core/attendance';
import type { TPunchView } from '@staffdesk/core/attendance-api';
import { timeIn } from '@staffdesk/core/time-zones';
import { formatDay } from '../../shell/date-format.ts';
import { loadErrorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { ATTENDANCE_LIST_PATH, attendanceViewQuery } from './attendance.api.ts';
import { DayFlags } from './recent-attendance.component.tsx';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </div>
  );
}

/** Where a punch was made: the place, and its coordinates as a link to a map the user's device opens. */
function Where({ place, lat, lng }: { place: string | null; lat: number | null; lng: number | null }) {
  return (
    <div>
      <Text size="sm">{place ?? '—'}</Text>
      {lat !== null && lng !== null && (
        <Anchor href={`geo:${lat},${lng}`} size="xs" ff="monospace">
          {lat.toFixed(5)}, {lng.toFixed(5)}
        </Anchor>
      )}
    </div>
  );
}

/** `/shiftsattendance/view/:id`: one employee's day — its plan, totals and every punch (when, where, how, by whom). */
export function AttendanceViewPage() {
  const { t } = useTranslation(['attendance', 'menu', 'errors']);
  const { id = '' } = useParams();
  const session = useShellSession();
  const q = useQuery({ ...attendanceViewQuery(id), retry: false });
  usePageTitle(t('view.title'));
  if (q.isPending) return <Skeleton h={300} />;
  if (q.isError)
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />}>
        {loadErrorText(t, q.error)}
      </Alert>
    );
  const d = q.data;
  const at = (iso: string | null) => (iso ? timeIn(d.timezone, new Date(iso)) : '—');
  const source = (p: string | null) => (p ? t(`sources.${p}`, { defaultValue: p }) : '—');
  const plan = d.plannedStart && d.plannedEnd ? `${at(d.plannedStart)}–${at(d.plannedEnd)}` : t('view.noPlan');
  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[
          { label: t('menu:attendanceList'), to: `/${session.account}/${ATTENDANCE_LIST_PATH}` },
          { label: `${d.employeeName} · ${formatDay(d.shiftDate)}` },
        ]}
        title={`${d.employeeName} · ${formatDay(d.shiftDate)}`}
      />
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" mb="md">
          <div>
            <Text fw={600}>
              {d.employeeCode} · {d.departmentName ?? '—'}
            </Text>
            <Text size="sm" c="dimmed">
              {d.organizationTitle} · {d.timezone.replaceAll('_', ' ')}
            </Text>
          </div>
          <DayFlags d={d} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Figure label={t('fields.shift')} value={`${d.shiftName ?? '—'} · ${plan}`} />
          <Figure label={t('fields.firstIn')} value={at(d.firstIn)} />
          <Figure label={t('fields.lastOut')} value={at(d.lastOut)} />
          <Figure label={t('fields.worked')} value={hoursMinutes(d.workedMinutes)} testId="view-worked" />
          <Figure label={t('fields.late')} value={hoursMinutes(d.lateMinutes)} />
          <Figure label={t('fields.early')} value={hoursMinutes(d.earlyMinutes)} />
          <Figure label={t('fields.overtime')} value={hoursMinutes(d.overtimeMinutes)} />
        </SimpleGrid>
        {d.remarks && (
          <Text size="sm" mt="md" data-testid="view-remarks">
            <Text span c="dimmed" fw={600}>
              {t('fields.remarks')}:
            </Text>{' '}
            {d.remarks}
          </Text>
        )}
      </Paper>
      <Table.ScrollContainer minWidth={760}>
        <Table striped data-testid="punches">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.firstIn')}</Table.Th>
              <Table.Th>{t('view.where')}</Table.Th>
              <Table.Th>{t('view.how')}</Table.Th>
              <Table.Th>{t('fields.lastOut')}</Table.Th>
              <Table.Th>{t('view.where')}</Table.Th>
              <Table.Th>{t('view.how')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.punches.map((p: TPunchView) => (
              <Table.Tr key={p.id}>
                <Table.Td>{at(p.inAt)}</Table.Td>
                <Table.Td>
                  <Where place={p.inPlace} lat={p.inLatitude} lng={p.inLongitude} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{source(p.inSource)}</Text>
                  <Text size="xs" c="dimmed">
                    {p.inByName}
                  </Text>
                </Table.Td>
                <Table.Td>{at(p.outAt)}</Table.Td>
                <Table.Td>
                  <Where place={p.outPlace} lat={p.outLatitude} lng={p.outLongitude} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{p.autoClosed ? t('sources.auto') : source(p.outSource)}</Text>
                  <Text size="xs" c="dimmed">
                    {p.outByName}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
