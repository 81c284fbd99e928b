import { Alert, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../platform/confirm.dialog.tsx';
import { DayInput } from '../../platform/day-input.component.tsx';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { formatDateTime, formatDay } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { closePeriod, closingsQuery, reopenPeriod } from './attendance.api.ts';

/**
 * `/shiftsattendance/Closerlisting`: the closed periods of each organization's attendance, and closing a new one
 * (those days can then no longer be added, changed or deleted, by any module). Reopening one is audited.
 */
export function ClosingsPage() {
  const { t } = useTranslation(['attendance', 'errors', 'common']);
  usePageTitle(t('attendance:closing.title'));
  const session = useShellSession();
  const mayClose = canDo(session, 'attendance', 'approve');
  const client = useQueryClient();
  const list = useQuery(closingsQuery);
  const orgs = useQuery(resourceOptionsQuery('organization'));
  const [values, setValues] = useState({ organizationId: '', fromDate: '', toDate: '', note: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock] = useSubmitLock();
  const set = (k: keyof typeof values, v: string) => setValues((x) => ({ ...x, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    lock();
    setProblem(null);
    try {
      await closePeriod(values);
      notifySuccess(t('attendance:closing.closed'));
      setValues({ organizationId: values.organizationId, fromDate: '', toDate: '', note: '' });
      await client.invalidateQueries({ queryKey: ['attendance'] });
    } catch (err) {
      setProblem(errorText(t, err));
    }
  };
  const reopen = (id: string, label: string) =>
    openConfirm({
      title: t('attendance:closing.reopen'),
      text: t('attendance:closing.reopenText', { period: label }),
      confirmLabel: t('attendance:closing.reopen'),
      color: 'orange',
      testId: 'confirm-reopen',
      onConfirm: async () => {
        try {
          await reopenPeriod(id);
          notifySuccess(t('attendance:closing.reopened'));
          await client.invalidateQueries({ queryKey: ['attendance'] });
        } catch (err) {
          notifyError(errorText(t, err));
        }
      },
    });

  return (
    <Stack gap="lg" maw={1040}>
      <Title order={1} size="h2">
        {t('attendance:closing.title')}
      </Title>
      {mayClose && (
        <Paper withBorder radius="md" p="lg">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t('attendance:closing.intro')}
              </Text>
              <Group align="flex-end" gap="sm">
                <Select
                  label={t('attendance:fields.organization')}
                  data={(orgs.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
                  value={values.organizationId || null}
                  onChange={(v) => set('organizationId', v ?? '')}
                  w={260}
                  withAsterisk
                  data-testid="closing-organization"
                />
                <DayInput
                  label={t('attendance:list.from')}
                  value={values.fromDate}
                  onChange={(d) => set('fromDate', d)}
                  w={150}
                  withAsterisk
                  data-testid="closing-from"
                />
                <DayInput
                  label={t('attendance:list.to')}
                  value={values.toDate}
                  onChange={(d) => set('toDate', d)}
                  w={150}
                  withAsterisk
                  data-testid="closing-to"
                />
                <TextInput
                  label={t('attendance:closing.note')}
                  value={values.note}
                  onChange={(e) => set('note', e.currentTarget.value)}
                  maxLength={500}
                  w={220}
                />
                <Button
                  type="submit"
                  leftSection={<IconLock size={16} />}
                  disabled={locked || !values.organizationId || !values.fromDate || !values.toDate}
                  data-testid="closing-submit"
                >
                  {t('attendance:closing.close')}
                </Button>
              </Group>
              {problem && (
                <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="closing-error">
                  {problem}
                </Alert>
              )}
            </Stack>
          </form>
        </Paper>
      )}
      {(list.data?.length ?? 0) === 0 ? (
        <Text c="dimmed" size="sm">
          {t('attendance:closing.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped data-testid="closings">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('attendance:fields.organization')}</Table.Th>
                <Table.Th>{t('attendance:closing.period')}</Table.Th>
                <Table.Th>{t('attendance:closing.records')}</Table.Th>
                <Table.Th>{t('attendance:closing.note')}</Table.Th>
                <Table.Th>{t('attendance:closing.by')}</Table.Th>
                {mayClose && <Table.Th>{t('common:table.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.map((c) => {
                const period = `${formatDay(c.fromDate)} – ${formatDay(c.toDate)}`;
                return (
                  <Table.Tr key={c.id}>
                    <Table.Td>{c.organizationTitle}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{period}</Table.Td>
                    <Table.Td>{c.records.toLocaleString()}</Table.Td>
                    <Table.Td>{c.note ?? '—'}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{c.createdByName ?? '—'}</Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(c.createdAt)}
                      </Text>
                    </Table.Td>
                    {mayClose && (
                      <Table.Td>
                        <RowActions>
                          <RowAction
                            label={t('attendance:closing.reopen')}
                            subject={`${c.organizationTitle} ${period}`}
                            icon={IconLockOpen}
                            onClick={() => reopen(c.id, `${c.organizationTitle} ${period}`)}
                            testId="row-reopen"
                          />
                        </RowActions>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
