import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type TJobScope, jobQuery } from './jobs.api.ts';
import { errorLine, messageText } from './job-text.ts';

/**
 * The progress of one long job (an import, an export, a payroll run): a bar with the percentage and what is being
 * done, then done or failed with the reason. It reads the job by id, so keeping the id in the page's URL is all a
 * page needs for the bar to survive a reload.
 */
export function JobProgress({ jobId, scope = 'tenant' }: { jobId: string; scope?: TJobScope }) {
  const { t } = useTranslation(['jobs', 'errors']);
  const q = useQuery(jobQuery(scope, jobId));
  const job = q.data;
  if (!job)
    return (
      <Progress.Root>
        <Progress.Section value={0} animated aria-label={t('jobs:states.queued')} />
      </Progress.Root>
    );
  if (job.state === 'failed')
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={t('jobs:failedTitle')}
        data-testid="job-failed"
      >
        {errorLine(t, job.error)}
      </Alert>
    );
  const done = job.state === 'done';
  return (
    <Stack gap={4} data-testid="job-progress" data-state={job.state}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">
          {done ? t('jobs:states.done') : messageText(t, job.message) || t(`jobs:states.${job.state}`)}
        </Text>
        <Group gap={4} wrap="nowrap">
          {done && <IconCircleCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />}
          <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {job.progress}%
          </Text>
        </Group>
      </Group>
      {/* the section is the progressbar: it carries the name (the root has no role) */}
      <Progress.Root>
        <Progress.Section
          value={job.progress}
          animated={!done}
          color={done ? 'green' : undefined}
          aria-label={t('jobs:columns.progress')}
          aria-valuetext={`${job.progress}%`}
        />
      </Progress.Root>
    </Stack>
  );
}
