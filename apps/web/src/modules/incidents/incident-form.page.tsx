import {
  Badge,
  Button,
  CloseButton,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../platform/form-layout.component.tsx';
import { useNavigate, useParams } from 'react-router';
import {
  INCIDENT_PRIORITIES,
  INCIDENT_TYPES,
  type TIncidentDetail,
  type TIncidentPriority,
  type TIncidentType,
} from '@staffdesk/core/incidents-api';
import { isApiError } from '../../platform/api-client.ts';
import { DayInput, TimeOfDayInput } from '../../platform/day-input.component.tsx';
import { RemoteSelect } from '../../platform/remote-select.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { fieldErrors } from '../account/field-errors.ts';
import {
  INCIDENT_PATHS,
  INCIDENTS_KEY,
  incidentOptionsQuery,
  incidentQuery,
  peopleSearch,
  personValue,
  saveIncident,
} from './incidents.api.ts';

type TPerson = { kind: 'employee' | 'visitor'; id: string; label: string };
type TDraft = {
  organizationId: string;
  type: TIncidentType | '';
  day: string;
  time: string;
  place: string;
  description: string;
  priority: TIncidentPriority;
  people: TPerson[];
};

const pad = (n: number) => String(n).padStart(2, '0');
function now(): Pick<TDraft, 'day' | 'time'> {
  const d = new Date();
  return {
    day: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}
function draftOf(v: TIncidentDetail): TDraft {
  const d = new Date(v.occurredAt);
  return {
    organizationId: v.organizationId,
    type: v.type,
    day: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
    place: v.place,
    description: v.description,
    priority: v.priority,
    people: v.people.map((p) => ({ kind: p.kind, id: p.id, label: [p.name, p.detail].filter(Boolean).join(' · ') })),
  };
}

/**
 * `/guestsincident/add` (and `/add/:id` to correct one while open): what happened, when (the device's time), where,
 * how serious, who was involved (employees and visitors, searched). Then the incident's page takes its files.
 */
export function IncidentFormPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['incidents', 'common', 'errors', 'menu']);
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const options = useQuery(incidentOptionsQuery());
  const existing = useQuery({ ...incidentQuery(id), enabled: !!id });
  const [d, setD] = useState<TDraft | null>(
    id
      ? null
      : { organizationId: '', type: '', ...now(), place: '', description: '', priority: 'moderate', people: [] },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const [picking, setPicking] = useState('');
  useEffect(() => {
    if (existing.data && !d) setD(draftOf(existing.data));
  }, [existing.data, d]);
  // one organization: it is the one
  const orgs = options.data?.organizations ?? [];
  useEffect(() => {
    if (d && !d.organizationId && orgs.length === 1) setD({ ...d, organizationId: orgs[0]!.id });
  }, [orgs, d]);
  const title = id ? (existing.data?.number ?? t('title')) : t('report');
  usePageTitle(title);
  const list = `/${session.account}/${INCIDENT_PATHS.list}`;
  const set = (patch: Partial<TDraft>) => {
    setD((x) => (x ? { ...x, ...patch } : x));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!d) return;
    const missing: Record<string, string> = {};
    for (const k of ['organizationId', 'type', 'day', 'time', 'place', 'description'] as const)
      if (!d[k].trim()) missing[k] = t('common:validation.required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      const v = await saveIncident(id || null, {
        organizationId: d.organizationId,
        type: d.type,
        occurredAt: new Date(`${d.day}T${d.time}`).toISOString(),
        place: d.place,
        description: d.description,
        priority: d.priority,
        people: d.people.map((p) => ({ kind: p.kind, id: p.id })),
      });
      notifySuccess(id ? t('common:messages.recordUpdated') : t('reported', { number: v.number }));
      await client.invalidateQueries({ queryKey: [INCIDENTS_KEY] });
      navigate(`/${session.account}/${INCIDENT_PATHS.view}/${v.id}`);
    } catch (err) {
      unlock();
      if (isApiError(err) && err.fields && err.code === 'validation') {
        const f = fieldErrors(t, err.fields);
        // the time is shown as its day and time
        if (f.occurredAt) f.time = f.occurredAt;
        setErrors(f);
      } else setProblem(errorText(t, err));
    }
  };
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader crumbs={[{ label: t('menu:incidentReport'), to: list }, { label: title }]} title={title} />
      {!d ? (
        <Skeleton h={420} />
      ) : (
        <Paper withBorder radius="md" p="lg">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <FormProblem text={problem} />
              <Grid>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label={t('fields.type')}
                    withAsterisk
                    data={INCIDENT_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
                    value={d.type || null}
                    onChange={(v) => set({ type: (v ?? '') as TIncidentType | '' })}
                    error={errors.type}
                    data-testid="incident-type"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label={t('fields.organization')}
                    withAsterisk
                    data={orgs.map((o) => ({ value: o.id, label: o.title }))}
                    value={d.organizationId || null}
                    onChange={(v) => set({ organizationId: v ?? '' })}
                    error={errors.organizationId}
                    data-testid="incident-organization"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 7, sm: 4 }}>
                  <DayInput
                    label={t('fields.day')}
                    withAsterisk
                    value={d.day}
                    onChange={(day) => set({ day })}
                    maxDate={now().day}
                    error={errors.day}
                    data-testid="incident-day"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 5, sm: 2 }}>
                  <TimeOfDayInput
                    label={t('fields.time')}
                    withAsterisk
                    value={d.time}
                    onChange={(time) => set({ time })}
                    error={errors.time}
                    data-testid="incident-time"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={t('fields.place')}
                    withAsterisk
                    value={d.place}
                    onChange={(e) => set({ place: e.currentTarget.value })}
                    maxLength={200}
                    error={errors.place}
                    data-testid="incident-place"
                  />
                </Grid.Col>
              </Grid>
              <Textarea
                label={t('fields.description')}
                withAsterisk
                value={d.description}
                onChange={(e) => set({ description: e.currentTarget.value })}
                maxLength={4000}
                autosize
                minRows={4}
                error={errors.description}
                data-testid="incident-description"
              />
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('fields.priority')}
                </Text>
                <SegmentedControl
                  value={d.priority}
                  onChange={(v) => set({ priority: v as TIncidentPriority })}
                  data={INCIDENT_PRIORITIES.map((p) => ({ value: p, label: t(`priorities.${p}`) }))}
                  fullWidth
                  data-testid="incident-priority-input"
                />
              </Stack>
              <Stack gap={6}>
                <RemoteSelect
                  label={t('fields.people')}
                  description={t('peopleHint')}
                  query={peopleSearch}
                  value={picking}
                  exclude={d.people.map(personValue)}
                  onChange={(v, label) => {
                    if (!v) return;
                    const [kind, pid] = v.split(':') as ['employee' | 'visitor', string];
                    set({ people: [...d.people, { kind, id: pid, label: label ?? '' }] });
                    setPicking('');
                  }}
                  error={errors.people}
                  data-testid="incident-people"
                />
                <Group gap="xs">
                  {d.people.map((p) => (
                    <Badge
                      key={personValue(p)}
                      variant="light"
                      color={p.kind === 'employee' ? 'blue' : 'grape'}
                      size="lg"
                      tt="none"
                      rightSection={
                        <CloseButton
                          size="xs"
                          aria-label={t('removePerson', { name: p.label })}
                          onClick={() => set({ people: d.people.filter((x) => personValue(x) !== personValue(p)) })}
                        />
                      }
                      data-testid="incident-person"
                    >
                      {t(`people.${p.kind}`)}: {p.label}
                    </Badge>
                  ))}
                </Group>
              </Stack>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => navigate(list)}>
                  {t('common:actions.cancel')}
                </Button>
                <Button
                  type="submit"
                  loading={locked}
                  leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                  data-testid="incident-save"
                >
                  {id ? t('common:actions.save') : t('report')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
