import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Grid, Group, Paper, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../platform/api-client.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText, loadErrorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { invalidateConsole, messageSignup, signupRequestQuery } from './signup.api.ts';
import { signupViewPath } from './signup-list.page.tsx';
import { SignupStatusBadge } from './signup-status.component.tsx';
import { SignupThread } from './signup-thread.component.tsx';

const SUBJECT_MAX = 200;
const BODY_MAX = 5000;

/**
 * `/signup/message/:id`: mail the requester ('Msg Send Successfully' / 'Msg Not Send Successfully'). Every message
 * is kept in the request's thread, a failed one marked so.
 */
export function SignupMessagePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['signup', 'common', 'menu', 'errors']);
  const session = useShellSession();
  const query = useQuery(signupRequestQuery(id));
  const r = query.data;
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});
  const [locked, lock] = useSubmitLock();
  const title = t('signup:message.title');
  usePageTitle(r ? `${title} · ${r.organization}` : title);

  // a subject the requester recognises, once the request is known
  useEffect(() => {
    if (r) setSubject((s) => s || t('signup:message.defaultSubject', { organization: r.organization }));
  }, [r, t]);

  const send = useMutation({
    mutationFn: () => messageSignup(id, { subject: subject.trim(), body: body.trim() }),
    onSuccess: async () => {
      notifySuccess(t('common:messages.msgSent'));
      setBody('');
      await invalidateConsole();
    },
    onError: async (e) => {
      notifyError(isApiError(e) && e.code === 'msgNotSent' ? t('errors:msgNotSent') : errorText(t, e));
      // a message that could not be sent is kept in the thread as failed
      await invalidateConsole();
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (locked || send.isPending) return;
    const found: typeof errors = {};
    if (!subject.trim()) found.subject = t('signup:message.subjectRequired');
    if (!body.trim()) found.body = t('signup:message.bodyRequired');
    setErrors(found);
    if (found.subject || found.body) return;
    lock();
    send.mutate();
  };

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[
          { label: t('menu:tenants'), to: sessionHome(session) },
          { label: t('menu:signupRequests'), to: '/signup/listing' },
          { label: r?.organization ?? t('signup:view.title'), to: signupViewPath(id) },
          { label: title },
        ]}
        title={title}
      />
      {query.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {loadErrorText(t, query.error)}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Paper
            withBorder
            p={{ base: 'md', sm: 'lg' }}
            component="form"
            noValidate
            onSubmit={onSubmit}
            data-testid="signup-message-form"
          >
            <Stack gap="md">
              {r ? (
                <Group justify="space-between" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="xs" c="dimmed">
                      {t('signup:message.to')}
                    </Text>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {r.name} &lt;{r.email}&gt;
                    </Text>
                  </div>
                  <SignupStatusBadge status={r.status} />
                </Group>
              ) : (
                <Skeleton h={36} />
              )}
              <TextInput
                label={t('signup:message.subject')}
                withAsterisk
                maxLength={SUBJECT_MAX}
                value={subject}
                onChange={(e) => {
                  setSubject(e.currentTarget.value);
                  if (errors.subject) setErrors((x) => ({ ...x, subject: undefined }));
                }}
                error={errors.subject}
                data-testid="signup-message-subject"
              />
              <Textarea
                label={t('signup:message.body')}
                withAsterisk
                autosize
                minRows={6}
                maxRows={16}
                maxLength={BODY_MAX}
                value={body}
                onChange={(e) => {
                  setBody(e.currentTarget.value);
                  if (errors.body) setErrors((x) => ({ ...x, body: undefined }));
                }}
                error={errors.body}
                description={t('signup:message.hint')}
                data-testid="signup-message-body"
              />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  leftSection={<IconSend size={16} aria-hidden />}
                  loading={send.isPending}
                  disabled={!r || (locked && !send.isPending)}
                  data-testid="signup-message-send"
                >
                  {t('signup:message.send')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} size="h4" mb="md">
              {t('signup:thread.title')}
            </Title>
            {r ? <SignupThread thread={r.thread} /> : <Skeleton h={120} />}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
