import { Badge, Button, CopyButton, Group, Image, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconLink, IconSend, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DIALOG_MAX_WIDTH_PX } from '@staffdesk/core/constants';
import { CareersRetry } from './careers-retry.component.tsx';
import { DEFAULT_JOB_IMAGE, jobPath } from './careers-paths.ts';
import { jobDetailQuery, type TBoardSource } from './careers-public.api.ts';
import { JobDetailRows } from './job-detail-rows.component.tsx';
import classes from './careers-board.module.css';

type TJobDetailDialogProps = {
  src: TBoardSource;
  jobId: string | null;
  onClose: () => void;
  onApply?: (job: { id: string; title: string }) => void;
};

/** View More (spec 2.1, 4): the post's rows in the spec's order; Close closes it. Its address can be shared. */
export function JobDetailDialog({ src, jobId, onClose, onApply }: TJobDetailDialogProps) {
  const { t } = useTranslation('careers');
  const phone = useMediaQuery('(max-width: 36em)');
  const query = useQuery({ ...jobDetailQuery(src, jobId ?? ''), enabled: jobId !== null });
  const job = query.data;
  const shareUrl = jobId ? `${window.location.origin}${jobPath(src.account, src.orgCode, jobId, src.company)}` : '';

  return (
    <Modal
      opened={jobId !== null}
      onClose={onClose}
      size={DIALOG_MAX_WIDTH_PX}
      fullScreen={phone}
      title={job ? job.title : t('detailTitle')}
      data-testid="job-detail-dialog"
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {query.isPending && jobId !== null ? (
        <Stack gap="sm" data-testid="job-detail-loading">
          <Skeleton h={160} />
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders while loading, never reordered
            <Skeleton key={i} h={18} />
          ))}
        </Stack>
      ) : query.error ? (
        <CareersRetry error={query.error} onRetry={() => void query.refetch()} testId="job-detail-error" />
      ) : job ? (
        <Stack gap="md">
          <Group align="flex-start" gap="md" wrap="nowrap">
            <Image
              src={job.imageUrl || DEFAULT_JOB_IMAGE}
              fallbackSrc={DEFAULT_JOB_IMAGE}
              alt=""
              w={phone ? 96 : 160}
              h={phone ? 64 : 100}
              fit="cover"
              className={classes.dialogImage}
            />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text fw={600}>{job.organization.title}</Text>
              <Group gap={6}>
                <Badge variant="outline" color="gray" size="sm" tt="none">
                  {job.code}
                </Badge>
              </Group>
            </Stack>
          </Group>
          <JobDetailRows rows={job.rows} employee={src.company} />
          <Group justify="space-between" gap="sm" mt="sm">
            <CopyButton value={shareUrl} timeout={2000}>
              {({ copied, copy }) => (
                <Button
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconLink size={16} aria-hidden />}
                  aria-live="polite"
                  data-testid="job-copy-link"
                >
                  {copied ? t('linkCopied') : t('copyLink')}
                </Button>
              )}
            </CopyButton>
            <Group gap="sm">
              <Button
                variant="default"
                onClick={onClose}
                leftSection={<IconX size={16} aria-hidden />}
                data-testid="dialog-close"
              >
                {t('close')}
              </Button>
              {onApply && (
                <Button
                  onClick={() => onApply({ id: job.id, title: job.title })}
                  leftSection={<IconSend size={16} aria-hidden />}
                  data-testid="job-detail-apply"
                >
                  {t('apply')}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
