import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, FileInput, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TImportKind, TImportPreview } from '@staffdesk/core/imports';
import { apiPost, apiPostForm } from '../../platform/api-client.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { JobProgress } from '../jobs/job-progress.component.tsx';
import { jobQuery } from '../jobs/jobs.api.ts';

/**
 * The spec's import pages: which import each opens, and the list it fills (its path under the account, and the
 * i18n key of its title).
 */
export type TImportPage = { kind: TImportKind; listPath: string; listTitleKey: string };

const API = (kind: TImportKind) => `/imports/${kind}`;

/**
 * A bulk import (issue 10): download the template, upload the file, see every row checked (nothing written), then
 * Import, which writes all rows in one job or none. The job id stays in the URL, so the progress survives a reload.
 */
export function ImportPage({ kind, listPath, listTitleKey }: TImportPage) {
  const { t, i18n } = useTranslation(['imports', 'resources', 'menu', 'errors', 'jobs']);
  const session = useShellSession();
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TImportPreview | null>(null);
  const title = t(`imports:${kind}.title`);
  usePageTitle(title);
  const list = `/${session.account ?? ''}/${listPath}`;
  const listLabel = t(listTitleKey);

  const check = useMutation({
    mutationFn: (f: File) => {
      const form = new FormData();
      form.append('file', f);
      return apiPostForm<TImportPreview>(API(kind), form);
    },
    onSuccess: setPreview,
    onError: () => setPreview(null),
  });
  const commit = useMutation({
    mutationFn: (id: string) => apiPost<{ jobId: string }>(`${API(kind)}/${id}/commit`),
    onSuccess: ({ jobId }) => setParams({ job: jobId }),
  });
  const job = useQuery({ ...jobQuery('tenant', jobId ?? ''), enabled: !!jobId });
  // what the import wrote shows at once in every list already read (they are kept 30 s otherwise)
  const client = useQueryClient();
  const finished = job.data?.state === 'done';
  useEffect(() => {
    if (finished) void client.invalidateQueries();
  }, [finished, client]);
  const again = () => {
    setPreview(null);
    setFile(null);
    check.reset();
    commit.reset();
    setParams({});
  };
  const column = (key: string) => (key ? t(`imports:${kind}.columns.${key}`) : t('imports:wholeRow'));

  const step = (n: number, label: string) => (
    <Group gap="xs">
      <Badge circle size="lg" variant="light">
        {n}
      </Badge>
      <Title order={2} size="h4">
        {label}
      </Title>
    </Group>
  );

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        crumbs={[
          { label: t('menu:dashboard'), to: sessionHome(session) },
          { label: listLabel, to: list },
          { label: title },
        ]}
        title={title}
      />
      {jobId ? (
        <Card withBorder padding="lg" data-testid="import-job">
          <Stack>
            {step(4, t('imports:steps.import'))}
            <JobProgress jobId={jobId} />
            {job.data?.state === 'done' && (
              <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} data-testid="import-done">
                {t('imports:done', { count: (job.data.result as { rows?: number } | null)?.rows ?? 0 })}
              </Alert>
            )}
            {(job.data?.state === 'done' || job.data?.state === 'failed') && (
              <Group>
                <Button component={Link} to={list} data-testid="import-list">
                  {t('imports:backToList')}
                </Button>
                <Button variant="default" onClick={again} data-testid="import-again">
                  {t('imports:again')}
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
      ) : (
        <>
          <Card withBorder padding="lg">
            <Stack gap="sm">
              {step(1, t('imports:steps.template'))}
              <Text size="sm" c="dimmed">
                {t(`imports:${kind}.hint`)}
              </Text>
              <Group>
                {(['xlsx', 'csv'] as const).map((format) => (
                  <Button
                    key={format}
                    component="a"
                    href={`/api/v1${API(kind)}/template?format=${format}&lang=${i18n.language}`}
                    download
                    variant="default"
                    leftSection={<IconDownload size={16} aria-hidden />}
                    data-testid={`import-template-${format}`}
                  >
                    {t(format === 'csv' ? 'imports:templateCsv' : 'imports:templateXlsx')}
                  </Button>
                ))}
              </Group>
            </Stack>
          </Card>
          <Card withBorder padding="lg">
            <Stack gap="sm">
              {step(2, t('imports:steps.upload'))}
              <FileInput
                label={t('imports:file')}
                placeholder={t('imports:filePlaceholder')}
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                value={file}
                onChange={(f) => {
                  setFile(f);
                  setPreview(null);
                  check.reset();
                }}
                clearable
                data-testid="import-file"
              />
              {check.error && (
                <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="import-file-error">
                  {errorText(t, check.error, 'imports')}
                </Alert>
              )}
              <Group>
                <Button
                  leftSection={<IconUpload size={16} aria-hidden />}
                  disabled={!file}
                  loading={check.isPending}
                  onClick={() => file && check.mutate(file)}
                  data-testid="import-check"
                >
                  {t('imports:check')}
                </Button>
              </Group>
            </Stack>
          </Card>
          {preview && (
            <Card withBorder padding="lg" data-testid="import-preview">
              <Stack gap="sm">
                {step(3, t('imports:steps.check'))}
                <Text size="sm" data-testid="import-summary">
                  {t('imports:summary', {
                    total: preview.total,
                    valid: preview.valid,
                    bad: preview.total - preview.valid,
                  })}
                </Text>
                {preview.errorCount > 0 ? (
                  <>
                    <Alert
                      color="red"
                      icon={<IconAlertTriangle size={18} aria-hidden />}
                      title={t('errors:bulkImportFailed')}
                    >
                      {t('imports:hasErrors')}
                    </Alert>
                    <Table.ScrollContainer minWidth={420}>
                      <Table striped data-testid="import-errors">
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th>{t('imports:table.row')}</Table.Th>
                            <Table.Th>{t('imports:table.column')}</Table.Th>
                            <Table.Th>{t('imports:table.problem')}</Table.Th>
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {preview.errors.map((e) => (
                            <Table.Tr key={`${e.row}-${e.column}-${e.code}`} data-testid="import-error">
                              <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{e.row}</Table.Td>
                              <Table.Td>{column(e.column)}</Table.Td>
                              <Table.Td>
                                {t([`imports:${kind}.errors.${e.code}`, `imports:errors.${e.code}`], {
                                  defaultValue: e.code,
                                  ...e.values,
                                })}
                              </Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    </Table.ScrollContainer>
                    {preview.errorCount > preview.errors.length && (
                      <Text size="sm" c="dimmed">
                        {t('imports:moreErrors', { count: preview.errorCount - preview.errors.length })}
                      </Text>
                    )}
                  </>
                ) : (
                  <>
                    <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />}>
                      {t('imports:ready', { total: preview.total })}
                    </Alert>
                    {commit.error && (
                      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />}>
                        {errorText(t, commit.error, 'imports')}
                      </Alert>
                    )}
                    <Group>
                      <Button
                        loading={commit.isPending}
                        onClick={() => commit.mutate(preview.id)}
                        data-testid="import-commit"
                      >
                        {t('imports:importButton', { total: preview.total })}
                      </Button>
                    </Group>
                  </>
                )}
              </Stack>
            </Card>
          )}
        </>
      )}
    </Stack>
  );
}
