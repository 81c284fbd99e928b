import { Alert, Button, Checkbox, Grid, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BULK_ATTENDANCE_MAX } from '@staffdesk/core/attendance-api';
import { timeIn } from '@staffdesk/core/time-zones';
import { RemoteSelect } from '../../platform/remote-select.component.tsx';
import { resourceOptionSearch } from '../../platform/resources/resource.api.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { ATTENDANCE_LIST_PATH, addAttendanceBulk, bulkMembersQuery } from './attendance.api.ts';
import { AttendanceTimes } from './attendance-times.component.tsx';

type TValues = {
  groupId: string;
  departmentId: string;
  shiftDate: string;
  inTime: string;
  outTime: string;
  remarks: string;
};
type TErrors = Partial<Record<keyof TValues | 'employeeIds', string>>;

/**
 * `/shiftsattendance/TAdd`: a group's (or department's) attendance entered at once — a crew at a client's site, a
 * training day. HR picks the group and the date, ticks who was present (those with a record that day already are
 * shown with its times) and gives one in and out time; all are added together or none.
 */
export function AttendanceBulkPage() {
  const { t } = useTranslation(['attendance', 'errors', 'common', 'menu', 'employees']);
  const title = t('attendance:bulk.title');
  usePageTitle(title);
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [v, setV] = useState<TValues>({
    groupId: '',
    departmentId: '',
    shiftDate: '',
    inTime: '',
    outTime: '',
    remarks: '',
  });
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<TErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock] = useSubmitLock();
  const set = (k: keyof TValues, value: string) => {
    setV((x) => ({ ...x, [k]: value }));
    // a field changed: its message (and the group's, which either unit answers) goes
    setErrors((e) => ({ ...e, [k]: undefined, ...(k === 'departmentId' ? { groupId: undefined } : {}) }));
  };
  const ready = (v.groupId || v.departmentId) && v.shiftDate;
  const members = useQuery({ ...bulkMembersQuery(v.groupId, v.departmentId, v.shiftDate), enabled: !!ready });
  const rows = members.data ?? [];

  // a new group or date: everyone without a record that day is ticked
  useEffect(() => {
    setPicked(new Set((members.data ?? []).filter((m) => !m.firstIn).map((m) => m.employeeId)));
  }, [members.data]);

  const toggle = (id: string) =>
    setPicked((p) => {
      const n = new Set(p);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: TErrors = {};
    if (!v.groupId && !v.departmentId) missing.groupId = t('attendance:bulk.groupRequired');
    if (!v.shiftDate) missing.shiftDate = t('errors:validation');
    if (!v.inTime) missing.inTime = t('attendance:manual.inTimeRequired');
    if (!v.outTime) missing.outTime = t('attendance:manual.outTimeRequired');
    if (ready && picked.size === 0) missing.employeeIds = t('attendance:bulk.nobody');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      const r = await addAttendanceBulk({
        employeeIds: [...picked],
        shiftDate: v.shiftDate,
        inTime: v.inTime,
        outTime: v.outTime,
        remarks: v.remarks,
      });
      notifySuccess(t('attendance:bulk.added', { count: r.added }));
      await client.invalidateQueries({ queryKey: ['attendance'] });
      navigate(`/${session.account}/${ATTENDANCE_LIST_PATH}?from=${v.shiftDate}&to=${v.shiftDate}`);
    } catch (err) {
      setProblem(errorText(t, err));
    }
  };

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        crumbs={[
          { label: t('menu:attendanceList'), to: `/${session.account}/${ATTENDANCE_LIST_PATH}` },
          { label: title },
        ]}
        title={title}
      />
      <Paper withBorder radius="md" p="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('attendance:bulk.intro')}
            </Text>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <RemoteSelect
                  label={t('employees:fields.groupId')}
                  value={v.groupId}
                  onChange={(x) => set('groupId', x)}
                  query={resourceOptionSearch('group')}
                  clearable
                  error={errors.groupId}
                  data-testid="bulk-group"
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <RemoteSelect
                  label={t('employees:fields.departmentId')}
                  value={v.departmentId}
                  onChange={(x) => set('departmentId', x)}
                  query={resourceOptionSearch('department')}
                  clearable
                  data-testid="bulk-department"
                />
              </Grid.Col>
            </Grid>
            <AttendanceTimes v={v} set={set} errors={errors} testId="bulk" />
            {ready && (
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fw={600} data-testid="bulk-count">
                    {t('attendance:bulk.chosen', { count: picked.size, total: rows.length })}
                  </Text>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => setPicked(new Set(rows.map((m) => m.employeeId)))}
                    >
                      {t('attendance:bulk.all')}
                    </Button>
                    <Button size="xs" variant="subtle" onClick={() => setPicked(new Set())}>
                      {t('attendance:bulk.none')}
                    </Button>
                  </Group>
                </Group>
                {errors.employeeIds && (
                  <Text size="sm" c="red" role="alert">
                    {errors.employeeIds}
                  </Text>
                )}
                {rows.length === BULK_ATTENDANCE_MAX && (
                  <Text size="xs" c="dimmed">
                    {t('attendance:bulk.capped', { max: BULK_ATTENDANCE_MAX })}
                  </Text>
                )}
                <Table.ScrollContainer minWidth={480} mah={420}>
                  <Table striped stickyHeader data-testid="bulk-members">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th w={40} />
                        <Table.Th>{t('attendance:fields.employee')}</Table.Th>
                        <Table.Th>{t('attendance:fields.department')}</Table.Th>
                        <Table.Th>{t('attendance:bulk.already')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((m) => (
                        <Table.Tr key={m.employeeId}>
                          <Table.Td>
                            <Checkbox
                              checked={picked.has(m.employeeId)}
                              onChange={() => toggle(m.employeeId)}
                              aria-label={`${m.employeeName} ${m.employeeCode}`}
                              data-testid="bulk-member"
                            />
                          </Table.Td>
                          <Table.Td>
                            <Text size="sm" fw={600}>
                              {m.employeeName}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {m.employeeCode}
                            </Text>
                          </Table.Td>
                          <Table.Td>{m.departmentName ?? '—'}</Table.Td>
                          <Table.Td>
                            {m.firstIn
                              ? `${timeIn(m.timezone, new Date(m.firstIn))}–${m.lastOut ? timeIn(m.timezone, new Date(m.lastOut)) : ''}`
                              : '—'}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                      {members.isSuccess && rows.length === 0 && (
                        <Table.Tr>
                          <Table.Td colSpan={4}>
                            <Text size="sm" c="dimmed">
                              {t('attendance:bulk.empty')}
                            </Text>
                          </Table.Td>
                        </Table.Tr>
                      )}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Stack>
            )}
            {problem && (
              <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="bulk-error">
                {problem}
              </Alert>
            )}
            <Button type="submit" disabled={locked} data-testid="bulk-submit" w="fit-content">
              {t('common:actions.save')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
