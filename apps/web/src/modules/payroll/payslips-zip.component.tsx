import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TRun } from '@staffdesk/core/payroll-api';
import { DownloadButton } from '../../platform/export-button.component.tsx';
import { useBackgroundJob } from '../jobs/background-job.hook.ts';
import { JobProgress } from '../jobs/job-progress.component.tsx';
import { payslipZipUrl, zipPayslips } from './payroll.api.ts';

/**
 * Every payslip of a run as one zip of PDFs, each in its employee's language: built in the background — the job's id
 * stays in the page's URL (`?zip=`), so the bar and then the download survive a reload.
 */
export function PayslipsZip({ run }: { run: TRun }) {
  const { t } = useTranslation(['payroll', 'errors']);
  const zip = useBackgroundJob('zip');
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Text fw={600}>{t('zip.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('zip.intro')}
            </Text>
          </div>
          <Group gap="xs">
            {zip.jobId && zip.done && (
              <DownloadButton href={payslipZipUrl(zip.jobId)} variant="filled" testId="payslips-zip-download">
                {t('zip.download')}
              </DownloadButton>
            )}
            <Button
              variant="default"
              leftSection={<IconFileZip size={18} aria-hidden />}
              onClick={() => zip.start(() => zipPayslips(run.id))}
              loading={zip.locked}
              disabled={zip.running}
              data-testid="payslips-zip"
            >
              {zip.jobId ? t('zip.again') : t('zip.build')}
            </Button>
          </Group>
        </Group>
        {zip.jobId && <JobProgress jobId={zip.jobId} />}
      </Stack>
    </Paper>
  );
}
