import { useState } from 'react';
import {
  Alert,
  Anchor,
  AspectRatio,
  Badge,
  Button,
  Collapse,
  Divider,
  Drawer,
  Group,
  Menu,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowsExchange,
  IconCircleCheck,
  IconDownload,
  IconExternalLink,
  IconFileText,
  IconMail,
  IconNote,
  IconPhone,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PIPELINE_STAGES, type TApplicantDetail } from '@staffdesk/core/careers';
import { RichHtml } from '../../platform/rich-html.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { isEmbeddable } from './applicants.ts';
import { StageBadge } from './careers-badges.component.tsx';
import { CareersRetry } from './careers-retry.component.tsx';
import { addNote, applicantQuery, careersKeys, invalidateCareers } from './careers.api.ts';
import { StageMoveDialog, type TStageMove } from './stage-move.dialog.tsx';

const kb = (n: number) => `${Math.max(1, Math.round(n / 1024))} KB`;

type TApplicantDrawerProps = {
  applicantId: string | null;
  onClose: () => void;
  canMove: boolean;
  canNote: boolean;
};

/** An applicant: contact, résumé download, links and video, the disclosure approval, stage, notes and history. */
export function ApplicantDrawer({ applicantId, onClose, canMove, canNote }: TApplicantDrawerProps) {
  const { t } = useTranslation(['careers', 'common']);
  const query = useQuery({ ...applicantQuery(applicantId ?? ''), enabled: applicantId !== null });
  const a = query.data;
  return (
    <Drawer
      opened={applicantId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={a ? a.name : t('careers:applicant.title')}
      data-testid="applicant-drawer"
      closeButtonProps={{ 'aria-label': t('careers:close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {query.isPending ? (
        <Stack gap="sm">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders while loading, never reordered
            <Skeleton key={i} h={22} />
          ))}
        </Stack>
      ) : query.error ? (
        <CareersRetry error={query.error} onRetry={() => void query.refetch()} testId="applicant-error" />
      ) : a ? (
        <ApplicantBody a={a} canMove={canMove} canNote={canNote} />
      ) : null}
    </Drawer>
  );
}

function ApplicantBody({ a, canMove, canNote }: { a: TApplicantDetail; canMove: boolean; canNote: boolean }) {
  const { t } = useTranslation(['careers', 'common']);
  const queryClient = useQueryClient();
  const [move, setMove] = useState<TStageMove | null>(null);
  const [showDisclosure, setShowDisclosure] = useState(false);
  const [note, setNote] = useState('');
  const [locked, lock] = useSubmitLock();
  const saveNote = useMutation({
    mutationFn: (text: string) => addNote(a.id, text),
    onSuccess: async () => {
      setNote('');
      notifySuccess(t('careers:applicant.noteAdded'));
      await invalidateCareers();
    },
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <StageBadge stage={a.stage} />
            <Text size="sm" c="dimmed">
              {t('careers:applicant.appliedOn', { at: formatDateTime(a.appliedAt) })}
            </Text>
          </Group>
          <Text size="sm">
            <Text span fw={600}>
              {a.jobPostTitle}
            </Text>{' '}
            <Text span c="dimmed" ff="monospace" size="xs">
              {a.jobPostCode}
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            {a.organizationTitle}
          </Text>
        </Stack>
        {canMove && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="light"
                leftSection={<IconArrowsExchange size={16} aria-hidden />}
                data-testid="applicant-move"
              >
                {t('careers:applicant.moveTo')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
              {PIPELINE_STAGES.filter((s) => s !== a.stage).map((s) => (
                <Menu.Item
                  key={s}
                  onClick={() => setMove({ applicantId: a.id, name: a.name, from: a.stage, to: s })}
                  data-testid={`move-to-${s}`}
                >
                  {t(`careers:stages.${s}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>

      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconMail size={16} aria-hidden />
            <Anchor href={`mailto:${a.email}`} size="sm" data-testid="applicant-email">
              {a.email}
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <IconPhone size={16} aria-hidden />
            <Anchor href={`tel:${a.mobileNo.replace(/\s+/g, '')}`} size="sm">
              {a.mobileNo}
            </Anchor>
          </Group>
          {a.profileUrl && (
            <Group gap="xs" wrap="nowrap">
              <IconExternalLink size={16} aria-hidden />
              <Anchor
                href={a.profileUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
                data-testid="applicant-profile"
              >
                {t('careers:applicant.profile')}
              </Anchor>
            </Group>
          )}
        </Stack>
      </Paper>

      <section>
        <Title order={3} size="h5" mb="xs">
          {t('careers:applicant.resume')}
        </Title>
        {a.resume && a.resumeUrl ? (
          <Group gap="sm" wrap="nowrap">
            <IconFileText size={28} stroke={1.4} aria-hidden style={{ flex: 'none' }} />
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={500} truncate>
                {a.resume.name}
              </Text>
              <Text size="xs" c="dimmed">
                {kb(a.resume.size)}
              </Text>
            </div>
            <Button
              component="a"
              href={a.resumeUrl}
              download
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              data-testid="applicant-resume-download"
            >
              {t('careers:applicant.download')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
      </section>

      {a.videoUrl && (
        <section>
          <Title order={3} size="h5" mb="xs">
            {t('careers:rows.video')}
          </Title>
          {isEmbeddable(a.videoEmbedUrl) ? (
            <AspectRatio ratio={16 / 9}>
              <iframe
                src={a.videoEmbedUrl}
                title={t('careers:applicant.videoTitle', { name: a.name })}
                allow="fullscreen; picture-in-picture; encrypted-media"
                referrerPolicy="strict-origin-when-cross-origin"
                sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
                style={{ border: 0, borderRadius: 8 }}
                loading="lazy"
                data-testid="applicant-video"
              />
            </AspectRatio>
          ) : null}
          <Anchor
            href={a.videoUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            size="xs"
            mt={4}
            display="inline-block"
          >
            {t('careers:applicant.openVideo')}
          </Anchor>
        </section>
      )}

      <section>
        <Title order={3} size="h5" mb="xs">
          {t('careers:applicant.disclosure')}
        </Title>
        <Group gap="xs">
          <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />
          <Text size="sm" data-testid="applicant-disclosure">
            {t('careers:applicant.disclosureApproved', { at: formatDateTime(a.disclosure.approvedAt) })}
          </Text>
        </Group>
        {a.disclosure.text && (
          <>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setShowDisclosure((o) => !o)}
              aria-expanded={showDisclosure}
              mt={4}
            >
              {t(showDisclosure ? 'careers:applyForm.hideDisclosure' : 'careers:applicant.disclosureText')}
            </Anchor>
            <Collapse expanded={showDisclosure}>
              <Paper withBorder p="sm" mt="xs" mah={240} style={{ overflowY: 'auto' }}>
                <RichHtml html={a.disclosure.text} />
              </Paper>
            </Collapse>
          </>
        )}
      </section>

      <Divider />

      <section>
        <Title order={3} size="h5" mb="xs">
          {t('careers:applicant.notes')}
        </Title>
        {canNote && (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!note.trim() || locked || saveNote.isPending) return;
              lock();
              saveNote.mutate(note.trim());
            }}
          >
            <Stack gap="xs" mb="sm">
              <Textarea
                aria-label={t('careers:applicant.addNote')}
                placeholder={t('careers:applicant.notePlaceholder')}
                autosize
                minRows={2}
                maxRows={6}
                maxLength={5000}
                value={note}
                onChange={(e) => setNote(e.currentTarget.value)}
                data-testid="note-text"
              />
              {saveNote.error && (
                <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
                  {errorText(t, saveNote.error)}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button
                  type="submit"
                  size="xs"
                  leftSection={<IconNote size={14} aria-hidden />}
                  disabled={!note.trim() || locked}
                  loading={saveNote.isPending}
                  data-testid="note-add"
                >
                  {t('careers:applicant.addNote')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {a.notes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('careers:applicant.noNotes')}
          </Text>
        ) : (
          <Stack gap="xs" data-testid="notes">
            {a.notes.map((n) => (
              <Paper key={n.id} withBorder p="sm" radius="md">
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {n.text}
                </Text>
                <Text size="xs" c="dimmed" mt={4}>
                  {n.authorName ?? '—'} · {formatDateTime(n.createdAt)}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </section>

      <section>
        <Title order={3} size="h5" mb="xs">
          {t('careers:applicant.history')}
        </Title>
        <Timeline bulletSize={18} lineWidth={2} active={a.history.length} data-testid="stage-history">
          <Timeline.Item title={t('careers:stages.applied')}>
            <Text size="xs" c="dimmed">
              {formatDateTime(a.appliedAt)}
            </Text>
          </Timeline.Item>
          {a.history
            .filter((e) => e.fromStage !== null)
            .map((e) => (
              <Timeline.Item
                key={e.id}
                title={
                  <Group gap={6}>
                    <Text size="sm" fw={600}>
                      {t(`careers:stages.${e.toStage}`)}
                    </Text>
                    {e.notified && (
                      <Badge size="xs" variant="light" color="teal" tt="none">
                        {t('careers:applicant.notified')}
                      </Badge>
                    )}
                  </Group>
                }
              >
                <Text size="xs" c="dimmed">
                  {t('careers:applicant.movedBy', {
                    name: e.byName ?? '—',
                    at: formatDateTime(e.at),
                    from: e.fromStage ? t(`careers:stages.${e.fromStage}`) : '—',
                  })}
                </Text>
                {e.note && (
                  <Text size="sm" mt={2} style={{ whiteSpace: 'pre-wrap' }}>
                    {e.note}
                  </Text>
                )}
              </Timeline.Item>
            ))}
        </Timeline>
      </section>

      <StageMoveDialog
        move={move}
        onClose={() => setMove(null)}
        onMoved={(detail) => queryClient.setQueryData(careersKeys.applicant(detail.id), detail)}
      />
    </Stack>
  );
}
