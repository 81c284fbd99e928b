import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ASSIGN_TARGETS, ROTATION_MAX_WEEKS } from '@staffdesk/core/schedules';
import { DayInput } from '../../platform/day-input.component.tsx';
import { RemoteMultiSelect } from '../../platform/remote-multi-select.component.tsx';
import { RemoteSelect } from '../../platform/remote-select.component.tsx';
import { resourceOptionSearch, resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { ISO_WEEK, weekdayName } from '../../shell/date-format.ts';
import { isApiError } from '../../platform/api-client.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { employeeOptionsQuery } from '../employees/employees.api.ts';
import { assignShifts, ROSTER_PATH, shiftPaletteQuery } from './schedules.api.ts';

type TTarget = (typeof ASSIGN_TARGETS)[number];
const NO_LABELS = () => ({ key: ['schedules', 'no-labels'], fetch: async () => ({ options: [] }) });

/**
 * `/shift_schedular/add`: assign shifts over a date range to employees, a department, a group or an organization,
 * as a rotation of weeks (week 1 is the week the range starts in; the weeks repeat in turn). Each day of a week is
 * a shift, a rest day, the employee's default, or left as it is.
 */
export function AssignPage() {
  const { t, i18n } = useTranslation(['schedules', 'common', 'menu', 'employees', 'errors']);
  const title = t('assign.title');
  usePageTitle(title);
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const shifts = useQuery(shiftPaletteQuery).data ?? [];
  const orgs = useQuery(resourceOptionsQuery('organization')).data ?? [];
  const [target, setTarget] = useState<TTarget>('employees');
  const [employeeIds, setEmployeeIds] = useState<string[]>([]);
  const [unit, setUnit] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [weeks, setWeeks] = useState<string[][]>([Array(7).fill('keep')]);
  const [workHolidays, setWorkHolidays] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock] = useSubmitLock();

  const dayOptions = [
    { value: 'keep', label: t('assign.keep') },
    ...shifts.map((s) => ({ value: s.id, label: s.code })),
    { value: 'rest', label: t('kinds.rest') },
    { value: 'default', label: t('palette.default') },
  ];
  const setDay = (w: number, d: number, v: string) =>
    setWeeks((x) => x.map((week, i) => (i === w ? week.map((old, j) => (j === d ? v : old)) : week)));
  /** a whole week on one shift: its working days, rest on the others */
  const fillWeek = (w: number, shiftId: string) => {
    const s = shifts.find((x) => x.id === shiftId);
    if (!s) return;
    setWeeks((x) =>
      x.map((week, i) => (i === w ? ISO_WEEK.map((d) => (s.workingDays.includes(d) ? s.id : 'rest')) : week)),
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    if (target === 'employees' && employeeIds.length === 0) missing.employeeIds = t('common:validation.required');
    if (target !== 'employees' && !unit) missing.unit = t('common:validation.required');
    if (!from) missing.from = t('common:validation.required');
    if (!to) missing.to = t('common:validation.required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      const r = await assignShifts({
        target,
        employeeIds: target === 'employees' ? employeeIds : undefined,
        departmentId: target === 'department' ? unit : undefined,
        groupId: target === 'group' ? unit : undefined,
        organizationId: target === 'organization' ? unit : undefined,
        from,
        to,
        weeks,
        holidays: workHolidays ? 'work' : 'skip',
      });
      notifySuccess(t('assign.done', { employees: r.employees, changed: r.changed }));
      await client.invalidateQueries({ queryKey: ['schedules'] });
      navigate(`/${session.account}/${ROSTER_PATH}?start=${from}`);
    } catch (err) {
      const fields = isApiError(err) ? err.fields : undefined;
      if (fields) {
        const shown: Record<string, string> = {};
        for (const [k, code] of Object.entries(fields))
          shown[['departmentId', 'groupId', 'organizationId'].includes(k) ? 'unit' : k] = t(
            `common:validation.${code}`,
          );
        setErrors(shown);
      }
      setProblem(errorText(t, err));
    }
  };

  return (
    <Stack gap="lg" maw={980}>
      <PageHeader
        crumbs={[{ label: t('menu:scheduler'), to: `/${session.account}/${ROSTER_PATH}` }, { label: title }]}
        title={title}
      />
      <Paper withBorder radius="md" p="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                {t('assign.target')}
              </Text>
              <SegmentedControl
                value={target}
                onChange={(v) => {
                  setTarget(v as TTarget);
                  setUnit('');
                }}
                data={ASSIGN_TARGETS.map((x) => ({ value: x, label: t(`assign.targets.${x}`) }))}
                data-testid="assign-target"
                w="fit-content"
              />
            </Stack>
            {target === 'employees' && (
              <RemoteMultiSelect
                label={t('assign.targets.employees')}
                query={employeeOptionsQuery}
                labels={NO_LABELS}
                value={employeeIds}
                onChange={setEmployeeIds}
                withAsterisk
                error={errors.employeeIds}
                placeholder={t('common:form.typeToSearch')}
                data-testid="assign-employees"
              />
            )}
            {(target === 'department' || target === 'group') && (
              <RemoteSelect
                label={t(`assign.targets.${target}`)}
                value={unit}
                onChange={setUnit}
                query={resourceOptionSearch(target)}
                withAsterisk
                error={errors.unit}
                clearable
                placeholder={t('common:form.choose')}
                data-testid="assign-unit"
              />
            )}
            {target === 'organization' && (
              <Select
                label={t('assign.targets.organization')}
                data={orgs.map((o) => ({ value: o.id, label: o.label }))}
                value={unit || null}
                onChange={(v) => setUnit(v ?? '')}
                withAsterisk
                error={errors.unit}
                placeholder={t('common:form.choose')}
                data-testid="assign-unit"
              />
            )}
            <Grid gap="md">
              <Grid.Col span={{ base: 6, sm: 4 }}>
                <DayInput
                  label={t('assign.from')}
                  value={from}
                  onChange={setFrom}
                  withAsterisk
                  error={errors.from}
                  data-testid="assign-from"
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 4 }}>
                <DayInput
                  label={t('assign.to')}
                  value={to}
                  onChange={setTo}
                  withAsterisk
                  error={errors.to}
                  data-testid="assign-to"
                />
              </Grid.Col>
            </Grid>
            <Stack gap={4}>
              <Title order={2} size="h5">
                {t('assign.rotation')}
              </Title>
              <Text size="xs" c="dimmed">
                {t('assign.rotationHint')}
              </Text>
            </Stack>
            <Table.ScrollContainer minWidth={900}>
              <Table withTableBorder data-testid="assign-weeks">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={150}>{t('assign.week')}</Table.Th>
                    {ISO_WEEK.map((d) => (
                      <Table.Th key={d}>{weekdayName(d, i18n.language)}</Table.Th>
                    ))}
                    <Table.Th w={40} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {weeks.map((week, w) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a week is its position in the rotation
                    <Table.Tr key={w}>
                      <Table.Td>
                        <Stack gap={4}>
                          <Text size="sm" fw={500}>
                            {t('assign.weekN', { n: w + 1 })}
                          </Text>
                          <Select
                            size="xs"
                            aria-label={t('assign.fillWeek', { n: w + 1 })}
                            placeholder={t('assign.fillWeekShort')}
                            data={shifts.map((s) => ({ value: s.id, label: s.code }))}
                            value={null}
                            onChange={(v) => v && fillWeek(w, v)}
                            data-testid={`fill-week-${w + 1}`}
                          />
                        </Stack>
                      </Table.Td>
                      {week.map((v, d) => (
                        <Table.Td key={ISO_WEEK[d]} px={4}>
                          <Select
                            size="xs"
                            aria-label={`${t('assign.weekN', { n: w + 1 })} ${weekdayName(d + 1, i18n.language, 'long')}`}
                            data={dayOptions}
                            value={v}
                            onChange={(x) => setDay(w, d, x ?? 'keep')}
                            allowDeselect={false}
                            comboboxProps={{ width: 220, position: 'bottom-start' }}
                            renderOption={({ option }) => {
                              const s = shifts.find((x) => x.id === option.value);
                              return s ? `${s.code} · ${s.name} ${s.startTime}–${s.endTime}` : option.label;
                            }}
                            data-testid={`week-${w + 1}-day-${d + 1}`}
                          />
                        </Table.Td>
                      ))}
                      <Table.Td>
                        {weeks.length > 1 && (
                          <Button
                            variant="subtle"
                            color="red"
                            size="compact-sm"
                            onClick={() => setWeeks((x) => x.filter((_, i) => i !== w))}
                            aria-label={t('assign.removeWeek', { n: w + 1 })}
                          >
                            <IconTrash size={16} />
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlus size={16} />}
                disabled={weeks.length >= ROTATION_MAX_WEEKS}
                onClick={() => setWeeks((x) => [...x, Array(7).fill('keep')])}
                data-testid="assign-add-week"
              >
                {t('assign.addWeek')}
              </Button>
            </Group>
            <Checkbox
              label={t('assign.workHolidays')}
              checked={workHolidays}
              onChange={(e) => setWorkHolidays(e.currentTarget.checked)}
            />
            {problem && (
              <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="assign-error">
                {problem}
              </Alert>
            )}
            <Button type="submit" disabled={locked} w="fit-content" data-testid="assign-submit">
              {t('assign.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
