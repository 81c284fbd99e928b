import { Alert, Button, Grid, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconEdit,
  IconFileTypePdf,
  IconMicrophone,
  IconPhoto,
  IconVideo,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { useVisitTime } from '../visitors/visitor-parts.component.tsx';
import { IncidentFollowUp } from './incident-follow-up.component.tsx';
import { IncidentMedia } from './incident-media.component.tsx';
import { IncidentStatusBadge, PriorityBadge } from './incident-parts.component.tsx';
import { INCIDENT_PATHS, incidentPdfUrl, incidentQuery } from './incidents.api.ts';

/**
 * `/guestsincident/view/:id`: one incident — its facts, the people involved, its pictures, media and videos, the
 * follow-up — with the PDF, and while open the links to correct it and add files (`addi`, `addm`, `vidieo`).
 */
export function IncidentViewPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation(['incidents', 'menu', 'errors']);
  const session = useShellSession();
  const query = useQuery(incidentQuery(id));
  const v = query.data;
  const title = v?.number ?? t('title');
  usePageTitle(title);
  const time = useVisitTime();
  const guard = session.loginType === 'security';
  const editor = guard || canDo(session, 'guests', 'edit');
  const base = `/${session.account}`;
  const open = v?.status !== 'closed';
  const row = (label: string, value: ReactNode) => (
    <Table.Tr>
      <Table.Th w="34%">{label}</Table.Th>
      <Table.Td>{value ?? '—'}</Table.Td>
    </Table.Tr>
  );
  const link = (to: string, label: string, icon: ReactNode, testId: string) => (
    <Button component={Link} to={to} variant="default" leftSection={icon} data-testid={testId}>
      {label}
    </Button>
  );
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        crumbs={[{ label: t('menu:incidentReport'), to: `${base}/${INCIDENT_PATHS.list}` }, { label: title }]}
        title={title}
        actions={
          v && (
            <Group gap="xs">
              <Button
                component="a"
                href={incidentPdfUrl(v.id, i18n.language)}
                target="_blank"
                variant="default"
                leftSection={<IconFileTypePdf size={16} aria-hidden />}
                data-testid="incident-pdf"
              >
                PDF
              </Button>
              {editor &&
                open &&
                link(
                  `${base}/${INCIDENT_PATHS.add}/${v.id}`,
                  t('edit'),
                  <IconEdit size={16} aria-hidden />,
                  'incident-edit',
                )}
            </Group>
          )
        }
      />
      {query.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorText(t, query.error)}
        </Alert>
      )}
      {!v ? (
        !query.isError && <Skeleton h={420} />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Paper withBorder radius="md" p="md">
                <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
                  <Text fw={600}>{t(`types.${v.type}`)}</Text>
                  <Group gap="xs">
                    <PriorityBadge priority={v.priority} />
                    <IncidentStatusBadge status={v.status} />
                  </Group>
                </Group>
                <Table verticalSpacing="xs" data-testid="incident-facts">
                  <Table.Tbody>
                    {row(t('fields.occurredAt'), time(v.occurredAt))}
                    {row(t('fields.place'), v.place)}
                    {row(t('fields.organization'), v.organizationName)}
                    {row(
                      t('fields.people'),
                      v.people.length
                        ? v.people.map((p) => (
                            <Text key={`${p.kind}:${p.id}`} size="sm">
                              {p.name}
                              {p.detail ? ` (${p.detail})` : ''} · {t(`people.${p.kind}`)}
                            </Text>
                          ))
                        : null,
                    )}
                    {row(t('fields.reportedBy'), `${v.reportedByName} · ${time(v.createdAt)}`)}
                    {row(t('fields.assignee'), v.assigneeName ?? t('unassigned'))}
                    {v.closedAt && row(t('fields.closedAt'), `${v.closedByName ?? ''} · ${time(v.closedAt)}`)}
                  </Table.Tbody>
                </Table>
                <Text size="sm" mt="md" style={{ whiteSpace: 'pre-wrap' }} data-testid="incident-description-text">
                  {v.description}
                </Text>
              </Paper>
              <Paper withBorder radius="md" p="md">
                <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
                  <Text fw={600}>{t('fields.files')}</Text>
                  {editor && open && (
                    <Group gap="xs">
                      {link(
                        `${base}/${INCIDENT_PATHS.images}/${v.id}`,
                        t('files.image.title'),
                        <IconPhoto size={16} aria-hidden />,
                        'incident-add-images',
                      )}
                      {link(
                        `${base}/${INCIDENT_PATHS.media}/${v.id}`,
                        t('files.media.title'),
                        <IconMicrophone size={16} aria-hidden />,
                        'incident-add-media',
                      )}
                      {link(
                        `${base}/${INCIDENT_PATHS.video}/${v.id}`,
                        t('files.video.title'),
                        <IconVideo size={16} aria-hidden />,
                        'incident-add-video',
                      )}
                    </Group>
                  )}
                </Group>
                {v.files.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('noFiles')}
                  </Text>
                ) : (
                  <IncidentMedia incidentId={v.id} files={v.files} />
                )}
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <IncidentFollowUp v={v} follow={!guard && canDo(session, 'guests', 'edit')} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
