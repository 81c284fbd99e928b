import { Alert, Button, FileInput, Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { INCIDENT_IMAGES_MAX, type TIncidentFile, type TIncidentFileKind } from '@staffdesk/core/incidents-api';
import { openConfirm } from '../../platform/confirm.dialog.tsx';
import { prepareImage } from '../../platform/prepare-image.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { IncidentMedia } from './incident-media.component.tsx';
import {
  addIncidentImages,
  INCIDENT_PATHS,
  INCIDENTS_KEY,
  incidentQuery,
  removeIncidentFile,
  uploadIncidentFile,
} from './incidents.api.ts';

const ACCEPT: Record<TIncidentFileKind, string> = {
  image: 'image/png,image/jpeg,image/webp',
  media: 'audio/mpeg,audio/mp4,audio/x-m4a,audio/ogg,audio/wav,application/pdf',
  video: 'video/mp4,video/quicktime,video/webm',
};

/**
 * `/guestsincident/addi/:id` (pictures), `/addm/:id` (sounds and PDFs), `/vidieo/:id` (videos): adds files of one
 * kind to an open incident — pictures made small on the device first, a sound or video sent with its progress —
 * and shows those it has, each removable.
 */
export function IncidentFilesPage({ kind }: { kind: TIncidentFileKind }) {
  const { id = '' } = useParams();
  const { t } = useTranslation(['incidents', 'menu', 'common', 'errors']);
  const session = useShellSession();
  const client = useQueryClient();
  const query = useQuery(incidentQuery(id));
  const v = query.data;
  const title = t(`files.${kind}.title`);
  usePageTitle(v ? `${title} · ${v.number}` : title);
  const [picked, setPicked] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const view = `/${session.account}/${INCIDENT_PATHS.view}/${id}`;
  const upload = async () => {
    if (!picked.length) return;
    setProblem(null);
    setProgress(0);
    try {
      const form = new FormData();
      if (kind === 'image') {
        for (const f of picked) {
          const ready = await prepareImage(f, 'photo');
          if (!ready) throw new Error(t('errors:fileType'));
          form.append('images', ready);
        }
        await addIncidentImages(id, form);
      } else {
        form.append(kind === 'video' ? 'video' : 'file', picked[0]!);
        await uploadIncidentFile(id, kind, form, setProgress);
      }
      notifySuccess(t('files.added', { count: picked.length }));
      setPicked([]);
      await client.invalidateQueries({ queryKey: [INCIDENTS_KEY] });
    } catch (e) {
      setProblem(e instanceof Error && !('status' in e) ? e.message : errorText(t, e));
    } finally {
      setProgress(null);
    }
  };
  const remove = (f: TIncidentFile) =>
    openConfirm({
      title: t('removeFile', { name: f.name }),
      text: t('removeFileConfirm'),
      confirmLabel: t('common:actions.delete'),
      color: 'red',
      testId: 'incident-file-remove-confirm',
      onConfirm: () =>
        void removeIncidentFile(id, f.id)
          .then(() => client.invalidateQueries({ queryKey: [INCIDENTS_KEY] }))
          .catch((e: unknown) => notifyError(errorText(t, e))),
    });
  const mine = v?.files.filter((f) => f.kind === kind) ?? [];
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        crumbs={[
          { label: t('menu:incidentReport'), to: `/${session.account}/${INCIDENT_PATHS.list}` },
          { label: v?.number ?? '…', to: view },
          { label: title },
        ]}
        title={title}
        actions={
          <Button component={Link} to={view} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('backToIncident')}
          </Button>
        }
      />
      {!v ? (
        query.isError ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {errorText(t, query.error)}
          </Alert>
        ) : (
          <Skeleton h={240} />
        )
      ) : (
        <>
          {v.status === 'closed' ? (
            <Alert color="gray" icon={<IconAlertTriangle size={18} />}>
              {t('errors:incidentClosed')}
            </Alert>
          ) : (
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {t(`files.${kind}.hint`, { max: INCIDENT_IMAGES_MAX })}
                </Text>
                {problem && (
                  <Alert
                    color="red"
                    icon={<IconAlertTriangle size={18} />}
                    role="alert"
                    data-testid="incident-upload-error"
                  >
                    {problem}
                  </Alert>
                )}
                <FileInput
                  label={t(`files.${kind}.pick`)}
                  accept={ACCEPT[kind]}
                  multiple={kind === 'image'}
                  value={picked}
                  onChange={(files) => {
                    setProblem(null);
                    setPicked((Array.isArray(files) ? files : files ? [files] : []).slice(0, INCIDENT_IMAGES_MAX));
                  }}
                  clearable
                  data-testid="incident-file-input"
                />
                {progress !== null && kind !== 'image' && (
                  <Progress
                    value={progress * 100}
                    animated
                    aria-label={t('files.uploading')}
                    data-testid="incident-upload-progress"
                  />
                )}
                <Group justify="flex-end">
                  <Button
                    onClick={() => void upload()}
                    loading={progress !== null}
                    disabled={!picked.length}
                    leftSection={<IconUpload size={16} aria-hidden />}
                    data-testid="incident-upload"
                  >
                    {t('files.upload')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          )}
          {mine.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('noFiles')}
            </Text>
          ) : (
            <IncidentMedia incidentId={v.id} files={mine} onRemove={v.status === 'closed' ? undefined : remove} />
          )}
        </>
      )}
    </Stack>
  );
}
