import { Alert, Button, Paper, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { EmployeePicker } from '../employees/employee-picker.component.tsx';
import { ATTENDANCE_LIST_PATH, addAttendance } from './attendance.api.ts';
import { AttendanceTimes } from './attendance-times.component.tsx';

type TValues = { employeeId: string; shiftDate: string; inTime: string; outTime: string; remarks: string };

/**
 * `/shiftsattendance/add`: HR enters an employee's in and out time for a shift date (an out time before the in time is
 * the next morning), with remarks — a forgotten card, a day at a client's. It adds to the day's record.
 */
export function AttendanceAddPage() {
  const { t } = useTranslation(['attendance', 'errors', 'common', 'menu']);
  usePageTitle(t('attendance:manual.title'));
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [v, setV] = useState<TValues>({ employeeId: '', shiftDate: '', inTime: '', outTime: '', remarks: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof TValues, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock] = useSubmitLock();
  const set = (k: keyof TValues, value: string) => setV((x) => ({ ...x, [k]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Partial<Record<keyof TValues, string>> = {};
    if (!v.employeeId) missing.employeeId = t('errors:validation');
    if (!v.shiftDate) missing.shiftDate = t('errors:validation');
    // the spec's words
    if (!v.inTime) missing.inTime = t('attendance:manual.inTimeRequired');
    if (!v.outTime) missing.outTime = t('attendance:manual.outTimeRequired');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      const r = await addAttendance(v);
      notifySuccess(t('common:messages.recordAdded'));
      await client.invalidateQueries({ queryKey: ['attendance'] });
      navigate(`/${session.account}/shiftsattendance/view/${r.id}`);
    } catch (err) {
      setProblem(errorText(t, err));
    }
  };

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        crumbs={[
          { label: t('menu:attendanceList'), to: `/${session.account}/${ATTENDANCE_LIST_PATH}` },
          { label: t('attendance:manual.title') },
        ]}
        title={t('attendance:manual.title')}
      />
      <Paper withBorder radius="md" p="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <EmployeePicker
              label={t('attendance:fields.employee')}
              value={v.employeeId}
              onChange={(id) => set('employeeId', id)}
              withAsterisk
              error={errors.employeeId}
              data-testid="manual-employee"
            />
            <AttendanceTimes v={v} set={set} errors={errors} testId="manual" />
            {problem && (
              <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="manual-error">
                {problem}
              </Alert>
            )}
            <Button type="submit" disabled={locked} data-testid="manual-submit" w="fit-content">
              {t('common:actions.save')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
