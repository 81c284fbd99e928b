import {
  Grid,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  CHARTS,
  definitionProblems,
  moneyCurrency,
  REPORT_LIMITS,
  REPORT_SOURCES,
  resultColumns,
  SOURCE_KEYS,
  sourceOf,
  type TReportDefinition,
  type TReportFrequency,
} from '@staffdesk/core/custom-reports-api';
import { apiGet, isApiError } from '../../platform/api-client.ts';
import { FormActions, FormProblem } from '../../platform/form-layout.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { FilterEditor } from './filter-editor.component.tsx';
import { GroupEditor, MeasureEditor } from './group-editor.component.tsx';
import { useReportLabels } from './report-labels.ts';
import { ReportPreview } from './report-preview.component.tsx';
import { ScheduleFields } from './schedule-fields.component.tsx';
import { customReportQuery, REPORT_PATHS, REPORTS_KEY, saveCustomReport } from './reports.api.ts';

export type TDraft = {
  name: string;
  description: string;
  roleIds: string[];
  definition: TReportDefinition;
  frequency: TReportFrequency;
  scheduleDay: number | null;
  recipientIds: string[];
};

/** A new definition over a source: its first four columns, nothing else. */
const start = (source: TReportDefinition['source']): TReportDefinition => ({
  source,
  columns: (sourceOf(source)?.columns ?? []).slice(0, 4).map((c) => c.key),
  filters: [],
  groups: [],
  measures: [],
  chart: 'none',
});
const EMPTY: TDraft = {
  name: '',
  description: '',
  roleIds: [],
  definition: start('employees'),
  frequency: 'none',
  scheduleDay: null,
  recipientIds: [],
};

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * `/reportscustom/add[/:id]` (issue 19): build a report from one source — columns, filters (relative periods too),
 * grouping with measures, sort, chart — with a live preview of its first rows; save it and share it with roles.
 */
export function ReportBuilderPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['reports', 'common', 'errors', 'menu']);
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const existing = useQuery({ ...customReportQuery(id), enabled: !!id });
  const roles = useQuery({
    queryKey: ['roles', 'options'],
    queryFn: ({ signal }) => apiGet<{ id: string; label: string }[]>('/roles/options', { signal }),
  });
  const [draft, setDraft] = useState<TDraft | null>(id ? null : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  useEffect(() => {
    const r = existing.data;
    if (r && !draft)
      setDraft({
        name: r.name,
        description: r.description ?? '',
        roleIds: r.roleIds,
        definition: r.definition,
        frequency: r.frequency,
        scheduleDay: r.scheduleDay,
        recipientIds: r.recipientIds,
      });
  }, [existing.data, draft]);
  const title = id ? t('custom.editReport') : t('custom.newReport');
  usePageTitle(title);
  const d = draft?.definition ?? EMPTY.definition;
  const labels = useReportLabels(d.source);
  const list = `/${session.account}/${REPORT_PATHS.custom}`;
  const set = (patch: Partial<TDraft>) => setDraft((x) => (x ? { ...x, ...patch } : x));
  const def = (patch: Partial<TReportDefinition>) => {
    setErrors({});
    setDraft((x) => (x ? { ...x, definition: { ...x.definition, ...patch } } : x));
  };
  const problems = fieldErrors(t, definitionProblems(d));
  const shown = { ...problems, ...errors };
  const at = (prefix: string) =>
    Object.fromEntries(
      Object.entries(shown)
        .filter(([k]) => k.startsWith(`${prefix}.`))
        .map(([k, v]) => [Number(k.split('.')[1]), v]),
    );
  const grouped = d.groups.length > 0;
  const sortable = resultColumns(d);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    if (!draft.name.trim()) return setErrors({ name: t('common:validation.required') });
    if (Object.keys(problems).length) return;
    lock();
    setProblem(null);
    try {
      const saved = await saveCustomReport(id || null, draft);
      notifySuccess(t('custom.saved'));
      await client.invalidateQueries({ queryKey: [REPORTS_KEY] });
      navigate(`/${session.account}/${REPORT_PATHS.customView}/${saved.id}`);
    } catch (err) {
      unlock();
      if (isApiError(err) && err.fields && err.code === 'validation') setErrors(fieldErrors(t, err.fields));
      else setProblem(errorText(t, err));
    }
  };
  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:customReports'), to: list }, { label: title }]} title={title} />
      {!draft ? (
        <Skeleton h={420} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <Paper withBorder radius="md" p="md">
                <Stack gap="md">
                  <FormProblem text={problem} />
                  <TextInput
                    label={t('custom.name')}
                    required
                    value={draft.name}
                    onChange={(e) => set({ name: e.currentTarget.value })}
                    error={shown.name}
                    maxLength={120}
                    data-testid="report-name"
                  />
                  <Select
                    label={t('custom.source')}
                    data={REPORT_SOURCES.filter((s) => canDo(session, s.page, 'view')).map((s) => ({
                      value: s.key,
                      label: t(`custom.sources.${s.key}`),
                    }))}
                    value={d.source}
                    onChange={(v) =>
                      v &&
                      (SOURCE_KEYS as readonly string[]).includes(v) &&
                      def(start(v as TReportDefinition['source']))
                    }
                    allowDeselect={false}
                    data-testid="report-source"
                  />
                  <Part title={t('custom.groups')}>
                    <GroupEditor
                      source={d.source}
                      groups={d.groups}
                      onChange={(groups) => def({ groups, sort: undefined })}
                    />
                  </Part>
                  {grouped ? (
                    <Part title={t('custom.measure')}>
                      <MeasureEditor
                        source={d.source}
                        measures={d.measures}
                        onChange={(measures) => def({ measures, sort: undefined })}
                        errors={at('measures')}
                      />
                      {shown.measures && (
                        <Text size="xs" c="red" role="alert">
                          {shown.measures}
                        </Text>
                      )}
                      {moneyCurrency(d) && (
                        <Text size="xs" c="dimmed">
                          {t('custom.moneyNote')}
                        </Text>
                      )}
                    </Part>
                  ) : (
                    <MultiSelect
                      label={t('custom.columns')}
                      data={(sourceOf(d.source)?.columns ?? []).map((c) => ({
                        value: c.key,
                        label: labels.columnName(c.key),
                      }))}
                      value={d.columns}
                      onChange={(columns) => def({ columns, sort: undefined })}
                      maxValues={REPORT_LIMITS.columns}
                      error={shown.columns}
                      searchable
                      data-testid="report-columns"
                    />
                  )}
                  <Part title={t('custom.filters')}>
                    <FilterEditor
                      source={d.source}
                      filters={d.filters}
                      onChange={(filters) => def({ filters })}
                      errors={at('filters')}
                    />
                  </Part>
                  <Grid gap="xs" align="flex-end">
                    <Grid.Col span={{ base: 12, sm: 7 }}>
                      <Select
                        label={t('custom.sort')}
                        data={sortable.map((c) => ({ value: c.key, label: labels.header(c) }))}
                        value={d.sort?.key ?? sortable[0]?.key ?? null}
                        onChange={(v) => v && def({ sort: { key: v, dir: d.sort?.dir ?? 'asc' } })}
                        allowDeselect={false}
                        data-testid="report-sort"
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 5 }}>
                      <SegmentedControl
                        fullWidth
                        aria-label={t('custom.sort')}
                        data={[
                          { value: 'asc', label: t('custom.ascending') },
                          { value: 'desc', label: t('custom.descending') },
                        ]}
                        value={d.sort?.dir ?? 'asc'}
                        onChange={(dir) =>
                          sortable[0] &&
                          def({ sort: { key: d.sort?.key ?? sortable[0].key, dir: dir as 'asc' | 'desc' } })
                        }
                        data-testid="report-sort-dir"
                      />
                    </Grid.Col>
                  </Grid>
                  {grouped && (
                    <Part title={t('custom.chart')}>
                      <SegmentedControl
                        aria-label={t('custom.chart')}
                        data={CHARTS.map((c) => ({ value: c, label: t(`custom.charts.${c}`) }))}
                        value={d.chart}
                        onChange={(chart) => def({ chart: chart as TReportDefinition['chart'] })}
                        data-testid="report-chart-kind"
                      />
                    </Part>
                  )}
                  <Textarea
                    label={t('custom.description')}
                    value={draft.description}
                    onChange={(e) => set({ description: e.currentTarget.value })}
                    maxLength={500}
                    autosize
                    minRows={2}
                  />
                  <MultiSelect
                    label={t('custom.shareWith')}
                    description={t('custom.shareHint')}
                    data={(roles.data ?? []).map((r) => ({ value: r.id, label: r.label }))}
                    value={draft.roleIds}
                    onChange={(roleIds) => set({ roleIds })}
                    error={shown.roleIds}
                    searchable
                    data-testid="report-roles"
                  />
                  <ScheduleFields draft={draft} set={set} errors={shown} />
                  <FormActions
                    cancelTo={list}
                    submitLabel={t('custom.save')}
                    submitTestId="report-save"
                    pending={locked}
                    locked={locked}
                  />
                </Stack>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <ReportPreview definition={d} ready={Object.keys(problems).length === 0} />
            </Grid.Col>
          </Grid>
        </form>
      )}
    </Stack>
  );
}
