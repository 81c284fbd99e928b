import {
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { AttachmentInput } from '../../platform/chat/attachment-input.component.tsx';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOURLY_CHOICES } from '@staffdesk/core/leave';
import type { TBalance, TEmployeePass } from '@staffdesk/core/leave-api';
import { DayInput } from '../../platform/day-input.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { EmployeePicker } from '../employees/employee-picker.component.tsx';
import { filePublicLeave, previewPublicLeave } from '../public-requests/public-apply.api.ts';
import { fileLeave, leaveOptionsQuery, previewLeave, type TLeaveDraft } from './leave.api.ts';
import { DaysText } from './days-text.component.tsx';

const EMPTY: TLeaveDraft = {
  employeeId: '',
  leaveTypeId: '',
  reason: '',
  fromDate: '',
  toDate: '',
  part: 'full',
  startHalf: '1',
  endHalf: '2',
  hours: '',
};

type TErrors = Partial<Record<keyof TLeaveDraft | 'file', string>>;

/** Whether the draft is complete enough to be counted by the server. */
const countable = (d: TLeaveDraft, needsEmployee: boolean) =>
  !!d.leaveTypeId &&
  !!d.fromDate &&
  (d.part === 'hourly' ? !!d.hours : !!d.toDate) &&
  (!needsEmployee || !!d.employeeId);

/**
 * A leave request (spec's leave form): for someone (HR, `forEmployee`) or for oneself. The leave type comes from the
 * employee's template with its balance; a full day, half days at either end, or hours on one day; the reason and a
 * document. Before it is sent, the server counts it: the working days or hours and the balance after.
 */
export function LeaveForm({
  forEmployee,
  pass,
  onDone,
}: {
  forEmployee: boolean;
  /** the public page's signed-in employee: their types from the pass, filed through the public routes, no document */
  pass?: TEmployeePass;
  onDone: () => void;
}) {
  const { t } = useTranslation(['leave', 'errors', 'common']);
  const [d, setD] = useState<TLeaveDraft>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<TErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const mine = !forEmployee;
  /** a change clears what was said about the fields it touches */
  const change = (patch: (x: TLeaveDraft) => Partial<TLeaveDraft>) => {
    const p = patch(d);
    setD({ ...d, ...p });
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in p))));
  };
  const set = <K extends keyof TLeaveDraft>(k: K, v: TLeaveDraft[K]) =>
    change(() => ({ [k]: v }) as Partial<TLeaveDraft>);

  const options = useQuery(leaveOptionsQuery(pass ? '' : forEmployee ? d.employeeId : null));
  const hasTemplate = pass ? pass.hasTemplate : options.data?.hasTemplate;
  const types = pass ? pass.balances : (options.data?.balances ?? []);
  const type: TBalance | undefined = types.find((b) => b.leaveTypeId === d.leaveTypeId);
  const [draft] = useDebouncedValue(d, 300);
  const preview = useQuery({
    queryKey: ['leave', 'preview', pass ? 'public' : mine, draft] as const,
    queryFn: () => (pass ? previewPublicLeave(draft) : previewLeave(draft, mine)),
    enabled: countable(draft, forEmployee) && draft.reason !== undefined,
    retry: false,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: TErrors = {};
    // the spec's words
    if (forEmployee && !d.employeeId) missing.employeeId = t('form.enterEmployee');
    if (!d.leaveTypeId) missing.leaveTypeId = t('errors:leaveSelect');
    if (!d.reason.trim()) missing.reason = t('form.enterReason');
    if (!d.fromDate) missing.fromDate = t('form.enterFromDate');
    if (d.part !== 'hourly' && !d.toDate) missing.toDate = t('form.enterToDate');
    if (d.part === 'hourly' && !d.hours) missing.hours = t('form.enterHours');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      await (pass ? filePublicLeave(d) : fileLeave(d, file, mine));
      onDone();
    } catch (err) {
      unlock();
      setProblem(errorText(t, err));
    }
  };

  const oneDay = d.part === 'hourly' || (!!d.fromDate && d.fromDate === d.toDate);
  const halfChoices = [
    { value: '1', label: t('form.firstHalf') },
    { value: '2', label: t('form.secondHalf') },
  ];

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {forEmployee && (
            <EmployeePicker
              label={t('fields.employee')}
              value={d.employeeId}
              onChange={(id) => change(() => ({ ...EMPTY, employeeId: id }))}
              withAsterisk
              error={errors.employeeId}
              data-testid="leave-employee"
            />
          )}
          {hasTemplate === false && (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="leave-no-template">
              {t('errors:leaveTemplateMissing')}
            </Alert>
          )}
          {hasTemplate && types.length === 0 && (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
              {t('form.addLeaveType')}
            </Alert>
          )}
          <Select
            label={t('fields.leaveType')}
            withAsterisk
            data={types.map((b) => ({
              value: b.leaveTypeId,
              label: t('form.typeWithBalance', { name: b.leaveTypeName, days: b.balance }),
            }))}
            value={d.leaveTypeId || null}
            onChange={(v) => change(() => ({ leaveTypeId: v ?? '', part: 'full' }))}
            placeholder={t('common:form.choose')}
            nothingFoundMessage={t('form.addLeaveType')}
            error={errors.leaveTypeId}
            disabled={forEmployee && !d.employeeId}
            data-testid="leave-type"
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="leave-part-label">
              {t('fields.part')}
            </Text>
            <SegmentedControl
              aria-labelledby="leave-part-label"
              value={d.part}
              onChange={(v) => set('part', v as TLeaveDraft['part'])}
              data={[
                { value: 'full', label: t('parts.full') },
                { value: 'half', label: t('parts.half'), disabled: !!type && !type.halfDayAllowed },
                { value: 'hourly', label: t('parts.hourly'), disabled: !type?.hourlyAllowed },
              ]}
              data-testid="leave-part"
            />
          </div>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: d.part === 'hourly' ? 6 : 6 }}>
              <DayInput
                label={d.part === 'hourly' ? t('fields.day') : t('fields.fromDate')}
                value={d.fromDate}
                onChange={(v) => change((x) => ({ fromDate: v, toDate: x.toDate && x.toDate >= v ? x.toDate : v }))}
                withAsterisk
                error={errors.fromDate}
                data-testid="leave-from"
              />
            </Grid.Col>
            {d.part === 'hourly' ? (
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Select
                  label={t('fields.hours')}
                  withAsterisk
                  data={HOURLY_CHOICES.map((h) => ({ value: String(h), label: t('form.hoursValue', { n: h }) }))}
                  value={d.hours || null}
                  onChange={(v) => set('hours', v ?? '')}
                  error={errors.hours}
                  data-testid="leave-hours"
                />
              </Grid.Col>
            ) : (
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <DayInput
                  label={t('fields.toDate')}
                  value={d.toDate}
                  onChange={(v) => set('toDate', v)}
                  minDate={d.fromDate || undefined}
                  withAsterisk
                  error={errors.toDate}
                  data-testid="leave-to"
                />
              </Grid.Col>
            )}
            {d.part === 'half' && oneDay && (
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Select
                  label={t('form.whichHalf')}
                  data={halfChoices}
                  value={d.startHalf}
                  onChange={(v) => change(() => ({ startHalf: (v ?? '1') as '1', endHalf: (v ?? '1') as '1' }))}
                  allowDeselect={false}
                  data-testid="leave-half"
                />
              </Grid.Col>
            )}
            {d.part === 'half' && !oneDay && (
              <>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label={t('form.startsIn')}
                    data={halfChoices}
                    value={d.startHalf}
                    onChange={(v) => set('startHalf', (v ?? '1') as '1')}
                    allowDeselect={false}
                    data-testid="leave-start-half"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label={t('form.endsIn')}
                    data={halfChoices}
                    value={d.endHalf}
                    onChange={(v) => set('endHalf', (v ?? '2') as '2')}
                    allowDeselect={false}
                    data-testid="leave-end-half"
                  />
                </Grid.Col>
              </>
            )}
          </Grid>
          <Textarea
            label={t('fields.reason')}
            withAsterisk
            autosize
            minRows={2}
            maxLength={1000}
            value={d.reason}
            onChange={(e) => set('reason', e.currentTarget.value)}
            error={errors.reason}
            data-testid="leave-reason"
          />
          {!pass && (
            <AttachmentInput
              label={t('fields.attachment')}
              description={t('form.attachmentHint')}
              value={file}
              onChange={setFile}
              data-testid="leave-attachment"
            />
          )}
          {preview.data && (
            <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="leave-preview">
              <Figure label={t('preview.takes')}>
                <DaysText days={preview.data.days} hours={d.part === 'hourly' ? preview.data.hours : undefined} />
              </Figure>
              <Figure label={t('preview.balance')}>
                <DaysText days={preview.data.balance} />
              </Figure>
              <Figure label={t('preview.pending')}>
                <DaysText days={preview.data.pending} />
              </Figure>
              <Figure label={t('preview.after')}>
                <DaysText days={preview.data.after} strong />
              </Figure>
            </SimpleGrid>
          )}
          {preview.error && !problem && (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="leave-preview-error">
              {errorText(t, preview.error)}
            </Alert>
          )}
          {problem && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="leave-error">
              {problem}
            </Alert>
          )}
          <Group>
            <Button type="submit" disabled={locked} data-testid="leave-submit">
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
