import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TRun } from '@staffdesk/core/payroll-api';
import { DownloadButton } from '../../platform/export-button.component.tsx';
import { errorText } from '../../shell/error-text.ts';
import { notifyError } from '../../shell/toast.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { JobProgress } from '../jobs/job-progress.component.tsx';
import { jobQuery } from '../jobs/jobs.api.ts';
import { payslipZipUrl, zipPayslips } from './payroll.api.ts';

/**
 * Every payslip of a run as one zip of PDFs, each in its employee's language: built in the background — the job's id
 * stays in the page's URL (`?zip=`), so the bar and then the download survive a reload.
 */
export function PayslipsZip({ run }: { run: TRun }) {
  const { t } = useTranslation(['payroll', 'errors']);
  const [params, setParams] = useSearchParams();
  const jobId = params.get('zip');
  const job = useQuery({ ...jobQuery('tenant', jobId ?? ''), enabled: !!jobId });
  const [locked, lock, unlock] = useSubmitLock();
  const start = async () => {
    if (locked) return;
    lock();
    try {
      const { jobId: id } = await zipPayslips(run.id);
      setParams((p) => {
        p.set('zip', id);
        return p;
      });
    } catch (e) {
      notifyError(errorText(t, e));
    } finally {
      // while the job runs the button is disabled by its state
      unlock();
    }
  };
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
            {jobId && job.data?.state === 'done' && (
              <DownloadButton href={payslipZipUrl(jobId)} variant="filled" testId="payslips-zip-download">
                {t('zip.download')}
              </DownloadButton>
            )}
            <Button
              variant="default"
              leftSection={<IconFileZip size={18} aria-hidden />}
              onClick={start}
              loading={locked}
              disabled={!!jobId && !!job.data && job.data.state !== 'done' && job.data.state !== 'failed'}
              data-testid="payslips-zip"
            >
              {jobId ? t('zip.again') : t('zip.build')}
            </Button>
          </Group>
        </Group>
        {jobId && <JobProgress jobId={jobId} />}
      </Stack>
    </Paper>
  );
}
