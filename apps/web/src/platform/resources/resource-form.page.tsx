import { Fragment, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, EmptyState, Grid, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconDeviceFloppy, IconFileOff } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { TResource } from '@staffdesk/core/resources/resource-types';
import { formatDateTime } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { isApiError } from '../api-client.ts';
import {
  createRecord,
  invalidateResources,
  resourceRecordQuery,
  updateRecord,
  type TResourceRecord,
} from './resource.api.ts';
import { ResourceFieldCols } from './resource-field.component.tsx';
import { ResourceFormExtras } from './resource-form-extras.tsx';
import { resourceTitle, sectionLabel } from './resource-text.ts';
import { useResourceForm } from './use-resource-form.hook.ts';
import { resourcePath, useRouteResource } from './use-route-resource.hook.ts';

/** Spec 5: records created by an HR admin or an employee login need confirmation before editing. */
const CONFIRM_EDIT_OF = ['hr_admin', 'emp'];

/** `/{account}/<route>/add` and `/{account}/<route>/edit/:id` of every declared resource. */
export function ResourceFormPage() {
  const r = useRouteResource();
  const { id } = useParams();
  return <ResourceFormLoader key={`${r.key}:${id ?? 'new'}`} r={r} id={id ?? null} />;
}

function ResourceFormLoader({ r, id }: { r: TResource; id: string | null }) {
  const { t } = useTranslation(['resources', 'common', 'menu', 'errors']);
  const session = useShellSession();
  const record = useQuery({ ...resourceRecordQuery(r.key, id ?? ''), enabled: id !== null });
  const title = resourceTitle(t, r);
  const pageTitle = t(id ? 'common:crud.editTitle' : 'common:crud.addTitle', { title });
  usePageTitle(pageTitle);
  const listPath = resourcePath(session.account, r, 'listing');

  const header = (
    <PageHeader
      crumbs={[
        { label: t('menu:dashboard'), to: sessionHome(session) },
        { label: title, to: listPath },
        { label: t(id ? 'common:actions.edit' : 'common:actions.add') },
      ]}
      title={pageTitle}
    />
  );

  let body: ReactNode;
  if (id && record.isPending) {
    body = (
      <Paper withBorder p="lg" data-testid="form-loading">
        <Stack gap="md">
          {r.fields.slice(0, 4).map((f) => (
            <Skeleton key={f.key} h={36} />
          ))}
        </Stack>
      </Paper>
    );
  } else if (id && record.error) {
    const missing = isApiError(record.error) && (record.error.status === 404 || record.error.status === 400);
    body = missing ? (
      <Paper withBorder p="xl">
        <EmptyState
          icon={<IconFileOff size={28} aria-hidden />}
          withIndicatorBackground
          title={t('common:table.empty')}
          data-testid="record-not-found"
        >
          <EmptyState.Actions>
            <Button
              component={Link}
              to={listPath}
              variant="light"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {t('common:crud.backToList')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    ) : (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
        {errorText(t, record.error)}
      </Alert>
    );
  } else {
    body = <ResourceForm r={r} record={id ? (record.data ?? null) : null} listPath={listPath} />;
  }

  return (
    <Stack gap="lg">
      {header}
      {body}
    </Stack>
  );
}

function ResourceForm({ r, record, listPath }: { r: TResource; record: TResourceRecord | null; listPath: string }) {
  const { t } = useTranslation(['resources', 'common', 'errors']);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useResourceForm(r, record, formRef);
  const { values, errors, formError } = form;
  const needsConfirm = record !== null && CONFIRM_EDIT_OF.includes(record.createdByType ?? '');
  const [confirmed, setConfirmed] = useState(!needsConfirm);

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      record ? updateRecord(r.key, record.id, body) : createRecord(r.key, body),
    onSuccess: () => {
      notifySuccess(t(record ? 'common:messages.recordUpdated' : 'common:messages.recordAdded'));
      void invalidateResources();
      void navigate(listPath);
    },
    onError: form.fail,
  });

  const submit = () => {
    if (form.locked || save.isPending || !confirmed) return;
    const body = form.check();
    if (body) save.mutate(body);
  };

  const disabled = !confirmed;

  return (
    <>
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        data-testid="resource-form"
        data-resource={r.key}
      >
        <Stack gap="lg">
          {formError && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="form-error">
              {formError}
            </Alert>
          )}
          {r.sections.map((section, i) => (
            <Fragment key={section.label}>
              <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section">
                <Title order={2} size="h4" mb="md">
                  {sectionLabel(t, section.label)}
                </Title>
                <Grid gap="md">
                  <ResourceFieldCols
                    resource={r}
                    keys={section.fields}
                    values={values}
                    errors={errors}
                    onChange={form.setValue}
                    disabled={disabled}
                    record={record}
                  />
                </Grid>
              </Paper>
              {i === 0 && <ResourceFormExtras r={r} recordId={record?.id ?? null} />}
            </Fragment>
          ))}
          <Group justify="space-between" gap="sm">
            <Text size="xs" c="dimmed" data-testid="record-meta">
              {record?.createdAt &&
                t('common:crud.createdBy', {
                  name: record.createdByName ?? '—',
                  at: formatDateTime(record.createdAt),
                })}
            </Text>
            <Group gap="sm" ml="auto">
              <Button component={Link} to={listPath} variant="default" data-testid="form-cancel">
                {t('common:actions.cancel')}
              </Button>
              <Button
                type="submit"
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                loading={save.isPending}
                disabled={form.locked || disabled}
                data-testid="form-submit"
              >
                {t(record ? 'common:actions.save' : 'common:actions.add')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={!confirmed}
        onClose={() => void navigate(listPath)}
        title={t('common:crud.confirmEditTitle')}
        size="md"
        data-testid="edit-confirm"
      >
        <Stack gap="md">
          <Text size="sm">
            {t('common:crud.confirmEditText', {
              name: record?.createdByName ?? '—',
              role: t(`common:loginTypes.${record?.createdByType ?? 'hr_admin'}`),
            })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => void navigate(listPath)} data-testid="edit-confirm-cancel">
              {t('common:actions.cancel')}
            </Button>
            <Button onClick={() => setConfirmed(true)} data-testid="edit-confirm-continue" data-autofocus>
              {t('common:actions.continue')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
