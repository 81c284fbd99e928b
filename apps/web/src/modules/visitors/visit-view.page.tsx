import { Alert, Button, Grid, Group, Image, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconDoorEnter, IconDoorExit, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { showDay } from '@staffdesk/core/dates';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import {
  checkInVisit,
  checkOutVisit,
  VISITOR_PATHS,
  VISITORS_KEY,
  visitDocumentUrl,
  visitPhotoUrl,
  visitQuery,
} from './visitors.api.ts';
import { useVisitTime, VisitStatusBadge } from './visitor-parts.component.tsx';

/** `/guests/view/:id`: one visit — the visitor, their photo and document while kept, the host, the times. */
export function VisitViewPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation(['visitors', 'menu', 'errors']);
  const session = useShellSession();
  const client = useQueryClient();
  const query = useQuery(visitQuery(id));
  const v = query.data;
  const title = v?.visitorName ?? t('title');
  usePageTitle(title);
  const time = useVisitTime();
  const mover = session.loginType === 'security' || canDo(session, 'guests', 'edit');
  const move = async (to: 'in' | 'out') => {
    if (!v) return;
    try {
      if (to === 'in') await checkInVisit(v.id);
      else await checkOutVisit(v.id);
      notifySuccess(t(to === 'in' ? 'checkedIn' : 'checkedOut', { name: v.visitorName }));
      await client.invalidateQueries({ queryKey: [VISITORS_KEY] });
    } catch (e) {
      notifyError(errorText(t, e));
    }
  };
  const row = (label: string, value: ReactNode) => (
    <Table.Tr>
      <Table.Th w="38%">{label}</Table.Th>
      <Table.Td>{value ?? '—'}</Table.Td>
    </Table.Tr>
  );
  return (
    <Stack gap="lg" maw={980}>
      <PageHeader
        crumbs={[{ label: t('menu:visitorList'), to: `/${session.account}/${VISITOR_PATHS.list}` }, { label: title }]}
        title={title}
        actions={
          v && (
            <Group gap="xs">
              {v.status !== 'cancelled' && (
                <Button
                  component="a"
                  href={`/api/v1/visits/${v.id}/pass?lang=${i18n.language}`}
                  target="_blank"
                  variant="default"
                  leftSection={<IconPrinter size={16} aria-hidden />}
                  data-testid="visit-pass"
                >
                  {t('pass.print')}
                </Button>
              )}
              {mover && v.status === 'expected' && (
                <Button
                  leftSection={<IconDoorEnter size={16} aria-hidden />}
                  onClick={() => void move('in')}
                  data-testid="visit-checkin"
                >
                  {t('checkIn')}
                </Button>
              )}
              {mover && v.status === 'inside' && (
                <Button
                  color="orange"
                  leftSection={<IconDoorExit size={16} aria-hidden />}
                  onClick={() => void move('out')}
                  data-testid="visit-checkout"
                >
                  {t('checkOut')}
                </Button>
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
        !query.isError && <Skeleton h={360} />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Stack gap="sm">
              {v.hasPhoto ? (
                <Image src={visitPhotoUrl(v.id)} alt={v.visitorName} radius="md" data-testid="visit-photo" />
              ) : (
                <Text c="dimmed" size="sm">
                  {v.erasedAt ? t('erased') : t('noPhoto')}
                </Text>
              )}
              {v.hasDocument && (
                <Button
                  component="a"
                  href={visitDocumentUrl(v.id)}
                  download
                  variant="default"
                  leftSection={<IconDownload size={16} aria-hidden />}
                >
                  {t('fields.document')}
                </Button>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Paper withBorder radius="md" p="md">
              <Group justify="space-between" mb="sm">
                <Text fw={600}>{v.company ?? ''}</Text>
                <VisitStatusBadge status={v.status} />
              </Group>
              <Table verticalSpacing="xs" data-testid="visit-facts">
                <Table.Tbody>
                  {row(t('fields.host'), `${v.hostName} (${v.hostCode}) · ${v.organizationName}`)}
                  {row(t('fields.visitType'), t(`types.${v.visitType}`))}
                  {row(t('fields.reason'), v.reason)}
                  {row(t('fields.contactNumber'), v.contactNumber)}
                  {v.email && row(t('fields.email'), v.email)}
                  {v.expectedOn && row(t('fields.expectedOn'), showDay(v.expectedOn))}
                  {row(t('fields.vehicle'), [v.vehicle, v.licensePlate].filter(Boolean).join(' · ') || null)}
                  {row(
                    t('fields.checkedInAt'),
                    `${time(v.checkedInAt)}${v.checkedInByName ? ` · ${v.checkedInByName}` : ''}`,
                  )}
                  {row(
                    t('fields.checkedOutAt'),
                    `${time(v.checkedOutAt)}${v.checkedOutByName ? ` · ${v.checkedOutByName}` : ''}`,
                  )}
                </Table.Tbody>
              </Table>
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
