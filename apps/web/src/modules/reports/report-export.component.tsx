import { Button, Group, Stack } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DownloadButton, ExportButton } from '../../platform/export-button.component.tsx';
import { useBackgroundJob } from '../jobs/background-job.hook.ts';
import { JobProgress } from '../jobs/job-progress.component.tsx';
import { customExportUrl, exportJobFileUrl, startExportJob } from './reports.api.ts';

/** Rows up to which a report's file downloads at once; more are built as a job with a progress bar. */
export const INLINE_EXPORT_ROWS = 20_000;

/**
 * A saved report's CSV and Excel: downloaded at once when small; a large one is built in the background (the job's
 * id stays in the URL, `?export=`, so the bar and the download survive a reload).
 */
export function ReportExport({ reportId, rows }: { reportId: string; rows: number }) {
  const { t, i18n } = useTranslation(['reports', 'common']);
  const job = useBackgroundJob('export');
  if (rows <= INLINE_EXPORT_ROWS && !job.jobId)
    return <ExportButton href={customExportUrl(reportId, i18n.language)} testId="report-export" xlsx />;
  const start = (format: 'csv' | 'xlsx') => job.start(() => startExportJob(reportId, format, i18n.language));
  return (
    <Stack gap={6} miw={260}>
      <Group gap="xs" justify="flex-end">
        {job.jobId && job.done && (
          <DownloadButton href={exportJobFileUrl(job.jobId)} variant="filled" testId="report-export-download">
            {t('custom.download')}
          </DownloadButton>
        )}
        <Button
          variant="default"
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          onClick={() => start('csv')}
          disabled={job.running || job.locked}
          data-testid="report-export-csv-job"
        >
          {t('common:actions.exportCsv')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={() => start('xlsx')}
          disabled={job.running || job.locked}
          data-testid="report-export-xlsx-job"
        >
          {t('common:actions.exportXlsx')}
        </Button>
      </Group>
      {job.jobId && <JobProgress jobId={job.jobId} />}
    </Stack>
  );
}
