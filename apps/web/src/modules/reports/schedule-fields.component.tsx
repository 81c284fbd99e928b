import { Group, MultiSelect, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REPORT_FREQUENCIES, RECIPIENTS_MAX, type TReportFrequency } from '@staffdesk/core/custom-reports-api';
import { apiGet } from '../../platform/api-client.ts';
import { ISO_WEEK, weekdayName } from '../../shell/date-format.ts';
import type { TDraft } from './report-builder.page.tsx';

/** A report's schedule: not mailed, weekly on a weekday or monthly on a day, to chosen HR admins and sub admins. */
export function ScheduleFields({
  draft,
  set,
  errors,
}: {
  draft: TDraft;
  set: (patch: Partial<TDraft>) => void;
  errors: Record<string, string>;
}) {
  const { t, i18n } = useTranslation('reports');
  const people = useQuery({
    queryKey: ['reports', 'recipients'],
    queryFn: ({ signal }) => apiGet<{ id: string; label: string }[]>('/custom-reports/recipients', { signal }),
  });
  const days =
    draft.frequency === 'weekly'
      ? ISO_WEEK.map((d) => ({ value: String(d), label: weekdayName(d, i18n.language, 'long') }))
      : Array.from({ length: 28 }, (_, i) => ({ value: String(i + 1), label: t('custom.dayOfMonth', { day: i + 1 }) }));
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('custom.schedule')}
      </Text>
      <SegmentedControl
        aria-label={t('custom.schedule')}
        data={REPORT_FREQUENCIES.map((f) => ({ value: f, label: t(`custom.frequencies.${f}`) }))}
        value={draft.frequency}
        onChange={(v) => {
          const frequency = v as TReportFrequency;
          set({ frequency, scheduleDay: frequency === 'none' ? null : 1 });
        }}
        data-testid="report-frequency"
      />
      {draft.frequency !== 'none' && (
        <>
          <Group gap="xs" align="flex-start" grow>
            <Select
              label={t('custom.scheduleDay')}
              data={days}
              value={draft.scheduleDay ? String(draft.scheduleDay) : null}
              onChange={(v) => set({ scheduleDay: v ? Number(v) : null })}
              allowDeselect={false}
              error={errors.scheduleDay}
              maw={180}
              data-testid="report-day"
            />
            <MultiSelect
              label={t('custom.recipients')}
              data={(people.data ?? []).map((p) => ({ value: p.id, label: p.label }))}
              value={draft.recipientIds}
              onChange={(recipientIds) => set({ recipientIds })}
              maxValues={RECIPIENTS_MAX}
              error={errors.recipientIds}
              searchable
              data-testid="report-recipients"
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('custom.scheduleHint')}
          </Text>
        </>
      )}
    </Stack>
  );
}
