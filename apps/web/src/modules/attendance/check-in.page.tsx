import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLogin2, IconLogout2, IconMapPin, IconQrcode } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TPunchKind } from '@staffdesk/core/attendance-api';
import { timeIn, todayIn } from '@staffdesk/core/time-zones';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { formatDay } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { myAttendanceQuery, punch } from './attendance.api.ts';
import { PunchCamera, type TCameraState } from './punch-camera.component.tsx';
import { currentPosition, punchProblem } from './punch-position.ts';
import { GroupCheckInLink } from '../groups/group-check-in-link.component.tsx';
import { RecentAttendance } from './recent-attendance.component.tsx';

/** A minute clock in the organization's zone: what the check-in will be stamped with. */
function useNow() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

/**
 * `/:account/attendance/checkinout` (issue 12): one button that checks the employee in or out, at the position the
 * browser gives, inside one of the organization's places. Works on a phone first.
 */
export function CheckInPage() {
  const { t } = useTranslation(['attendance', 'errors']);
  usePageTitle(t('attendance:checkIn.title'));
  const me = useQuery({ ...myAttendanceQuery, retry: false });
  const client = useQueryClient();
  const now = useNow();
  const [locked, lock] = useSubmitLock();
  const [busy, setBusy] = useState<'locating' | 'sending' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // the kiosk's QR opens this page with its token: it stands for the position, once
  const [search, setSearch] = useSearchParams();
  const qr = search.get('k');
  const [camera, setCamera] = useState<TCameraState>({ started: false, photo: null });

  if (me.isPending) return <Skeleton h={260} maw={560} />;
  if (me.isError)
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} maw={560}>
        {errorText(t, me.error)}
      </Alert>
    );
  const a = me.data;
  const tz = a.timezone;
  const kind: TPunchKind = a.open ? 'out' : 'in';

  const explain = (e: unknown) => punchProblem(t, e, tz);

  const go = async () => {
    lock();
    setProblem(null);
    // the organization asks a photo with each check-in and check-out (the spec's two messages)
    if (a.photoRequired && !camera.photo) {
      setProblem(t(camera.started ? 'errors:photoRequired' : 'attendance:checkIn.cameraRequired'));
      return;
    }
    setBusy(qr ? 'sending' : 'locating');
    try {
      const at = qr ? null : await currentPosition();
      if (!qr && !at) {
        setProblem(t('errors:locationRequired'));
        return;
      }
      setBusy('sending');
      const r = await punch(kind, qr ? { qr } : at!, camera.photo);
      if (qr) setSearch({}, { replace: true });
      setCamera({ started: false, photo: null });
      notifySuccess(
        t(kind === 'in' ? 'attendance:checkIn.doneIn' : 'attendance:checkIn.doneOut', {
          time: timeIn(tz, new Date(r.at)),
          place: r.place ?? '',
        }),
      );
      await client.invalidateQueries({ queryKey: myAttendanceQuery.queryKey });
    } catch (e) {
      setProblem(explain(e));
      await client.invalidateQueries({ queryKey: myAttendanceQuery.queryKey });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('attendance:checkIn.title')}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560}>
        <Stack gap="md">
          <div>
            <Text size="sm" c="dimmed">
              {formatDay(todayIn(tz, now))}
            </Text>
            <Text fz={44} fw={700} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="clock">
              {timeIn(tz, now)}
            </Text>
            <Text size="xs" c="dimmed">
              {tz.replaceAll('_', ' ')}
            </Text>
          </div>
          <Group gap="xs" data-testid="attendance-state">
            {a.open ? (
              <Badge color="teal" variant="light" size="lg">
                {t('attendance:checkIn.inSince', { time: timeIn(tz, new Date(a.open.since)) })}
              </Badge>
            ) : (
              <Badge color="gray" variant="light" size="lg">
                {t('attendance:checkIn.notIn')}
              </Badge>
            )}
            {a.open?.place && (
              <Text size="sm" c="dimmed">
                {a.open.place}
              </Text>
            )}
          </Group>
          <Text size="sm">
            {a.shift
              ? t('attendance:checkIn.shift', { name: a.shift.name, start: a.shift.startTime, end: a.shift.endTime })
              : t('attendance:checkIn.noShift')}
          </Text>
          {qr && (
            <Alert color="blue" icon={<IconQrcode size={18} />} data-testid="punch-by-qr">
              {t('attendance:checkIn.byQr')}
            </Alert>
          )}
          {a.photoRequired && <PunchCamera value={camera} onChange={setCamera} />}
          {problem && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="punch-error">
              {problem}
            </Alert>
          )}
          {a.places.length === 0 && !qr ? (
            <Alert color="yellow" icon={<IconMapPin size={18} />}>
              {t('errors:noAttendancePlace')}
            </Alert>
          ) : (
            <Button
              size="xl"
              fullWidth
              color={kind === 'in' ? 'teal' : 'orange'}
              leftSection={kind === 'in' ? <IconLogin2 size={24} /> : <IconLogout2 size={24} />}
              loading={busy !== null}
              disabled={locked && busy === null}
              onClick={go}
              data-testid="punch-button"
            >
              {t(kind === 'in' ? 'attendance:checkIn.checkIn' : 'attendance:checkIn.checkOut')}
            </Button>
          )}
          {busy === 'locating' && (
            <Text size="sm" c="dimmed" ta="center">
              {t('attendance:checkIn.locating')}
            </Text>
          )}
          {a.places.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('attendance:checkIn.places', { places: a.places.join(' · ') })}
            </Text>
          )}
        </Stack>
      </Paper>
      <GroupCheckInLink />
      <RecentAttendance days={a.recent} timezone={tz} />
    </Stack>
  );
}
