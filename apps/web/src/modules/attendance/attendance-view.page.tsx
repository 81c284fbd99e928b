import { Alert, Anchor, Button, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { hoursMinutes } from '@staffdesk/core/attendance';
import type { TPunchView } from '@staffdesk/core/attendance-api';
import { timeIn } from '@staffdesk/core/time-zones';
import { API_BASE } from '../../platform/api-client.ts';
import { DeleteReasonDialog } from '../../platform/delete-reason.dialog.tsx';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { formatDateTime, formatDay } from '../../shell/date-format.ts';
import { loadErrorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { ATTENDANCE_LIST_PATH, attendanceViewQuery, deleteDay, deletePunch } from './attendance.api.ts';
import { PunchEditDialog } from './punch-edit.dialog.tsx';
import { PunchesMap } from './punches-map.component.tsx';
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
/** Where a punch was made: the place, the position, and the camera's photo when one was taken (opens full size). */
function Where(p: { place: string | null; lat: number | null; lng: number | null; photo: string | null; alt: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {p.photo && (
        <Anchor href={p.photo} target="_blank" rel="noopener" data-testid="punch-photo-link">
          <Image src={p.photo} alt={p.alt} w={48} h={48} radius="sm" fit="cover" />
        </Anchor>
      )}
      <div>
        <Text size="sm">{p.place ?? '—'}</Text>
        {p.lat !== null && p.lng !== null && (
          <Anchor href={`geo:${p.lat},${p.lng}`} size="xs" ff="monospace">
            {p.lat.toFixed(5)}, {p.lng.toFixed(5)}
          </Anchor>
        )}
      </div>
    </Group>
  );
}

/**
 * `/shiftsattendance/view/:id` (and `add/:id`): one employee's day — its plan, totals and every punch (when, where,
 * how, by whom). With the rights, HR corrects a punch's times or deletes a punch or the whole day, each with a reason.
 */
export function AttendanceViewPage() {
  const { t } = useTranslation(['attendance', 'menu', 'errors', 'common']);
  const { id = '' } = useParams();
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const q = useQuery({ ...attendanceViewQuery(id), retry: false });
  const [editing, setEditing] = useState<TPunchView | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; label: string } | null>(null);
  const [deletingDay, setDeletingDay] = useState(false);
  const dayGone = useRef(false);
  usePageTitle(t('view.title'));
  const listPath = `/${session.account}/${ATTENDANCE_LIST_PATH}`;
  const refresh = () => client.invalidateQueries({ queryKey: ['attendance'] });
  const canEdit = canDo(session, 'attendance', 'edit');
  const canDelete = canDo(session, 'attendance', 'delete');
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
          { label: t('menu:attendanceList'), to: listPath },
          { label: `${d.employeeName} · ${formatDay(d.shiftDate)}` },
        ]}
        title={`${d.employeeName} · ${formatDay(d.shiftDate)}`}
        actions={
          canDelete && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDeletingDay(true)}
              data-testid="day-delete"
            >
              {t('edit.deleteDay')}
            </Button>
          )
        }
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
              {(canEdit || canDelete) && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.punches.map((p: TPunchView) => (
              <Table.Tr key={p.id}>
                <Table.Td>{at(p.inAt)}</Table.Td>
                <Table.Td>
                  <Where
                    place={p.inPlace}
                    lat={p.inLatitude}
                    lng={p.inLongitude}
                    photo={p.inPhoto ? `${API_BASE}/attendance/${id}/punches/${p.id}/photo?side=in` : null}
                    alt={t('checkIn.photoIn')}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{source(p.inSource)}</Text>
                  <Text size="xs" c="dimmed">
                    {p.inByName}
                  </Text>
                </Table.Td>
                <Table.Td>{at(p.outAt)}</Table.Td>
                <Table.Td>
                  <Where
                    place={p.outPlace}
                    lat={p.outLatitude}
                    lng={p.outLongitude}
                    photo={p.outPhoto ? `${API_BASE}/attendance/${id}/punches/${p.id}/photo?side=out` : null}
                    alt={t('checkIn.photoOut')}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{p.autoClosed ? t('sources.auto') : source(p.outSource)}</Text>
                  <Text size="xs" c="dimmed">
                    {p.outByName}
                  </Text>
                  {p.editedAt && (
                    <Text size="xs" c="var(--mantine-color-orange-light-color)" data-testid="punch-edited" maw={260}>
                      {t('edit.edited', { name: p.editedByName ?? '—', at: formatDateTime(p.editedAt) })}:{' '}
                      {p.editReason}
                    </Text>
                  )}
                </Table.Td>
                {(canEdit || canDelete) && (
                  <Table.Td>
                    <RowActions>
                      {canEdit && (
                        <RowAction
                          label={t('edit.title')}
                          subject={at(p.inAt)}
                          icon={IconPencil}
                          onClick={() => setEditing(p)}
                          testId="punch-edit-open"
                        />
                      )}
                      {canDelete && (
                        <RowAction
                          label={t('common:actions.delete')}
                          subject={at(p.inAt)}
                          icon={IconTrash}
                          color="red"
                          onClick={() => setDeleting({ id: p.id, label: `${at(p.inAt)}–${at(p.outAt)}` })}
                          testId="punch-delete-open"
                        />
                      )}
                    </RowActions>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PunchesMap punches={d.punches} timezone={d.timezone} />
      <PunchEditDialog
        attendanceId={d.id}
        punch={editing}
        timezone={d.timezone}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
      <DeleteReasonDialog
        target={deleting}
        text={t('edit.deletePunchText', { times: deleting?.label ?? '' })}
        onDelete={async (punchId, reason) => {
          dayGone.current = (await deletePunch(d.id, punchId, reason)).dayDeleted;
        }}
        onDeleted={async () => {
          await refresh();
          if (dayGone.current) navigate(listPath);
        }}
        onClose={() => setDeleting(null)}
      />
      <DeleteReasonDialog
        target={deletingDay ? { id: d.id, label: `${d.employeeName} · ${formatDay(d.shiftDate)}` } : null}
        onDelete={(dayId, reason) => deleteDay(dayId, reason)}
        onDeleted={async () => {
          await refresh();
          navigate(listPath);
        }}
        onClose={() => setDeletingDay(false)}
      />
    </Stack>
  );
}
