import { Alert, Badge, Button, Checkbox, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconMapPin } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPunchKind } from '@staffdesk/core/attendance-api';
import type { TLedGroup } from '@staffdesk/core/groups-api';
import { timeIn } from '@staffdesk/core/time-zones';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { currentPosition, punchProblem } from '../attendance/punch-position.ts';
import { groupPunch, myGroupsQuery } from './groups.api.ts';

/** One group: its members to tick, who is in since when, and the two buttons for the ticked ones. */
function GroupCard({ group }: { group: TLedGroup }) {
  const { t } = useTranslation(['groups', 'attendance', 'errors']);
  const client = useQueryClient();
  const [ticked, setTicked] = useState<string[]>([]);
  const [busy, setBusy] = useState<'locating' | 'sending' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock] = useSubmitLock();
  const chosen = group.members.filter((m) => ticked.includes(m.employeeId));
  const toIn = chosen.filter((m) => !m.inSince);
  const toOut = chosen.filter((m) => m.inSince);
  const tz = group.members[0]?.timezone ?? 'UTC';
  const all = group.members.length > 0 && ticked.length === group.members.length;

  const go = async (kind: TPunchKind) => {
    const who = (kind === 'in' ? toIn : toOut).map((m) => m.employeeId);
    lock();
    setProblem(null);
    setBusy('locating');
    try {
      const at = await currentPosition();
      if (!at) {
        setProblem(t('errors:locationRequired'));
        return;
      }
      setBusy('sending');
      const r = await groupPunch(group.id, kind, who, at);
      notifySuccess(
        t(kind === 'in' ? 'groups:checkIn.doneIn' : 'groups:checkIn.doneOut', {
          count: r.count,
          time: timeIn(tz, new Date(r.at)),
          place: r.place ?? '',
        }),
      );
      setTicked([]);
    } catch (e) {
      setProblem(punchProblem(t, e, tz));
    } finally {
      setBusy(null);
      await client.invalidateQueries({ queryKey: myGroupsQuery.queryKey });
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid={`led-group-${group.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {group.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('groups:checkIn.inCount', {
              count: group.members.filter((m) => m.inSince).length,
              total: group.members.length,
            })}
          </Text>
        </Group>
        {group.members.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('groups:checkIn.noMembers')}
          </Text>
        ) : (
          <>
            <Checkbox
              label={t('groups:checkIn.selectAll')}
              checked={all}
              indeterminate={ticked.length > 0 && !all}
              onChange={() => setTicked(all ? [] : group.members.map((m) => m.employeeId))}
              data-testid="select-all"
            />
            <Stack gap={0}>
              {group.members.map((m) => (
                <Group
                  key={m.employeeId}
                  justify="space-between"
                  wrap="nowrap"
                  py={8}
                  style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                  data-testid={`member-row-${m.employeeCode}`}
                >
                  <Checkbox
                    checked={ticked.includes(m.employeeId)}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setTicked((x) => (on ? [...x, m.employeeId] : x.filter((id) => id !== m.employeeId)));
                    }}
                    label={
                      <div>
                        <Text size="sm" fw={600}>
                          {m.employeeName}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {m.employeeCode}
                          {m.departmentName ? ` · ${m.departmentName}` : ''}
                        </Text>
                      </div>
                    }
                    data-testid={`member-${m.employeeCode}`}
                  />
                  {m.inSince ? (
                    <Badge color="teal" variant="light" tt="none" style={{ flexShrink: 0 }} data-testid="member-in">
                      {t('attendance:checkIn.inSince', { time: timeIn(m.timezone, new Date(m.inSince)) })}
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light" tt="none" style={{ flexShrink: 0 }}>
                      {t('attendance:checkIn.notIn')}
                    </Badge>
                  )}
                </Group>
              ))}
            </Stack>
          </>
        )}
        {problem && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="group-punch-error">
            {problem}
          </Alert>
        )}
        {busy === 'locating' && (
          <Text size="sm" c="dimmed">
            <IconMapPin size={14} style={{ verticalAlign: 'middle' }} /> {t('attendance:checkIn.locating')}
          </Text>
        )}
        {/* the buttons stay in reach under a long list, on a phone most of all */}
        <SimpleGrid
          cols={2}
          spacing="xs"
          py="xs"
          style={{ position: 'sticky', bottom: 0, background: 'var(--mantine-color-body)', zIndex: 1 }}
        >
          <Button
            size="md"
            px="xs"
            color="teal"
            disabled={toIn.length === 0 || locked}
            loading={busy !== null}
            onClick={() => go('in')}
            data-testid="group-check-in"
          >
            {t('groups:checkIn.checkIn', { count: toIn.length })}
          </Button>
          <Button
            size="md"
            px="xs"
            variant="light"
            disabled={toOut.length === 0 || locked}
            loading={busy !== null}
            onClick={() => go('out')}
            data-testid="group-check-out"
          >
            {t('groups:checkIn.checkOut', { count: toOut.length })}
          </Button>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/**
 * Groups CheckIN (`/attendance/groupcheckin`, issue 12): a group leader ticks the members who are here and checks them
 * in or out at once, from the leader's position (inside an attendance place). Phone first.
 */
export function GroupCheckInPage() {
  const { t } = useTranslation(['groups', 'errors']);
  usePageTitle(t('groups:checkIn.title'));
  const mine = useQuery({ ...myGroupsQuery, retry: false });
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1} size="h2">
        {t('groups:checkIn.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('groups:checkIn.intro')}
      </Text>
      {mine.isPending && <Skeleton h={260} />}
      {mine.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {errorText(t, mine.error)}
        </Alert>
      )}
      {mine.data?.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="no-groups">
          {t('groups:checkIn.none')}
        </Text>
      )}
      {mine.data?.map((g) => (
        <GroupCard key={g.id} group={g} />
      ))}
    </Stack>
  );
}
