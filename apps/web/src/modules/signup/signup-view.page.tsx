import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconDownload, IconFileText, IconMail, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TSignupRequestDetail } from '@staffdesk/core/signup';
import { loadErrorText } from '../../shell/error-text.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { intlLocale } from '../../shell/i18n.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { LANGUAGE_NAMES } from '@staffdesk/core/constants';
import { categoryPath } from '../platform-settings/category-names.ts';
import { categoriesQuery } from '../platform-settings/platform-settings.api.ts';
import { ApproveSignupDialog } from './approve-signup.dialog.tsx';
import { RejectSignupDialog } from './reject-signup.dialog.tsx';
import { signupDocumentUrl, signupRequestQuery } from './signup.api.ts';
import { signupMessagePath } from './signup-list.page.tsx';
import { SignupStatusBadge } from './signup-status.component.tsx';
import { SignupThread } from './signup-thread.component.tsx';

const LISTING = '/signup/listing';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}

/** Who decided, when, and what came of it: the tenant of an approval, the reason of a rejection. */
function Decision({ r }: { r: TSignupRequestDetail }) {
  const { t } = useTranslation('signup');
  if (r.status === 'pending') return null;
  return (
    <Alert
      color={r.status === 'approved' ? 'teal' : 'red'}
      icon={r.status === 'approved' ? <IconCheck size={18} /> : <IconX size={18} />}
      title={t(`view.decided.${r.status}`, {
        name: r.decidedByName ?? '—',
        at: r.decidedAt ? formatDateTime(r.decidedAt) : '—',
      })}
      data-testid="signup-decision"
    >
      {r.status === 'approved' && r.tenant && (
        <Text size="sm">
          {t('view.tenant')}{' '}
          <Anchor component={Link} to={`/tenants?search=${encodeURIComponent(r.tenant.account)}`} fw={600}>
            {r.tenant.account}
          </Anchor>{' '}
          · {r.tenant.name}
        </Text>
      )}
      {r.status === 'rejected' && r.rejectReason && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="signup-reject-reason">
          {r.rejectReason}
        </Text>
      )}
    </Alert>
  );
}

/** `/signup/view/:id`: every field of a request, its document, its decision and its mail thread. */
export function SignupViewPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation(['signup', 'platformSettings', 'common', 'menu', 'errors']);
  const session = useShellSession();
  const query = useQuery(signupRequestQuery(id));
  const categories = useQuery(categoriesQuery).data ?? [];
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const r = query.data;
  const title = r ? r.organization : t('signup:view.title');
  usePageTitle(title);
  const kb = new Intl.NumberFormat(intlLocale(i18n.language), { maximumFractionDigits: 1 });

  const header = (
    <PageHeader
      crumbs={[
        { label: t('menu:tenants'), to: sessionHome(session) },
        { label: t('menu:signupRequests'), to: LISTING },
        { label: t('signup:view.title') },
      ]}
      title={title}
      actions={
        r && (
          <>
            <Button
              component={Link}
              to={signupMessagePath(r.id)}
              variant="default"
              leftSection={<IconMail size={16} aria-hidden />}
              data-testid="signup-message"
            >
              {t('signup:actions.message')}
            </Button>
            {r.status === 'pending' && (
              <>
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconX size={16} aria-hidden />}
                  onClick={() => setRejecting(true)}
                  data-testid="signup-reject"
                >
                  {t('signup:actions.reject')}
                </Button>
                <Button
                  color="teal"
                  leftSection={<IconCheck size={16} aria-hidden />}
                  onClick={() => setApproving(true)}
                  data-testid="signup-approve"
                >
                  {t('signup:actions.approve')}
                </Button>
              </>
            )}
          </>
        )
      }
    />
  );

  if (query.isPending) {
    return (
      <Stack gap="lg">
        {header}
        <Paper withBorder p="lg">
          <Stack gap="md">
            {[1, 2, 3, 4].map((i) => (
              <Skeleton key={i} h={28} />
            ))}
          </Stack>
        </Paper>
      </Stack>
    );
  }
  if (query.isError || !r) {
    return (
      <Stack gap="lg">
        {header}
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {loadErrorText(t, query.error)}
        </Alert>
      </Stack>
    );
  }

  const subject = {
    id: r.id,
    organization: r.organization,
    accountName: r.accountName,
    email: r.email,
    name: r.name,
    language: r.language,
  };
  const website = /^https?:\/\//i.test(r.website) ? r.website : null;

  return (
    <Stack gap="lg" data-testid="signup-view">
      {header}
      <Decision r={r} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <Group justify="space-between" mb="md">
              <Title order={2} size="h4">
                {t('signup:view.details')}
              </Title>
              <SignupStatusBadge status={r.status} />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <Field label={t('signup:fields.name')} testId="view-name">
                {r.name}
              </Field>
              <Field label={t('signup:fields.position')}>{r.position}</Field>
              <Field label={t('signup:fields.email')} testId="view-email">
                <Anchor href={`mailto:${r.email}`} size="sm">
                  {r.email}
                </Anchor>
              </Field>
              <Field label={t('signup:fields.mobileNo')}>{r.mobileNo}</Field>
              <Field label={t('signup:fields.organization')}>{r.organization}</Field>
              <Field label={t('signup:fields.website')}>
                {website ? (
                  <Anchor href={website} target="_blank" rel="noopener noreferrer nofollow" size="sm">
                    {r.website}
                  </Anchor>
                ) : (
                  r.website
                )}
              </Field>
              <Field label={t('signup:fields.city')}>{r.city}</Field>
              <Field label={t('signup:fields.country')}>{r.country}</Field>
              <Field label={t('signup:fields.accountName')} testId="view-account">
                <Text span ff="monospace" size="sm">
                  {r.accountName}
                </Text>
              </Field>
              <Field label={t('signup:fields.language')}>{LANGUAGE_NAMES[r.language]}</Field>
              <Field label={t('signup:fields.reference')}>{r.reference}</Field>
              <Field label={t('platformSettings:categories.category')} testId="view-category">
                {categoryPath(categories, r, i18n.language) ?? '—'}
              </Field>
              <Field label={t('signup:fields.createdAt')}>{formatDateTime(r.createdAt)}</Field>
            </SimpleGrid>
            <Paper withBorder p="sm" mt="lg" radius="md">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconFileText size={28} stroke={1.5} aria-hidden style={{ flex: 'none' }} />
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {t('signup:fields.personalDoc')}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {r.document
                        ? `${r.document.name} · ${t('signup:form.fileSize', { size: kb.format(r.document.size / 1024) })}`
                        : t('signup:view.noDocument')}
                    </Text>
                  </div>
                </Group>
                {r.document && (
                  <Button
                    component="a"
                    href={signupDocumentUrl(r.id)}
                    download
                    variant="light"
                    leftSection={<IconDownload size={16} aria-hidden />}
                    data-testid="signup-document"
                    style={{ flex: 'none' }}
                  >
                    {t('signup:view.download')}
                  </Button>
                )}
              </Group>
            </Paper>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <Group justify="space-between" mb="md">
              <Title order={2} size="h4">
                {t('signup:thread.title')}
              </Title>
              <Button
                component={Link}
                to={signupMessagePath(r.id)}
                size="xs"
                variant="subtle"
                leftSection={<IconMail size={14} aria-hidden />}
              >
                {t('signup:actions.message')}
              </Button>
            </Group>
            <SignupThread thread={r.thread} />
          </Paper>
        </Grid.Col>
      </Grid>
      <ApproveSignupDialog request={approving ? subject : null} onClose={() => setApproving(false)} />
      <RejectSignupDialog request={rejecting ? subject : null} onClose={() => setRejecting(false)} />
    </Stack>
  );
}
