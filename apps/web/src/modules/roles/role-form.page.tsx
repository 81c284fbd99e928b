import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  EmptyState,
  Grid,
  Group,
  MultiSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconFileOff } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PRIVILEGE_PAGES, type TPrivilegeAction, type TPrivilegePage } from '@staffdesk/core/privileges';
import type { TRole } from '@staffdesk/core/roles';
import { isApiError } from '../../platform/api-client.ts';
import { FormActions, FormSection } from '../../platform/form-layout.component.tsx';
import {
  resourceOptionLabels,
  resourceOptionSearch,
  resourceOptionsQuery,
} from '../../platform/resources/resource.api.ts';
import { RemoteMultiSelect } from '../../platform/remote-multi-select.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { hasModule, toPrivileges, type TRoleFlags } from './role-flags.ts';
import { RoleModuleGrid } from './role-module-grid.component.tsx';
import { createRole, invalidateRoles, roleQuery, rolesPath, updateRole } from './roles.api.ts';

/** `/{account}/settingssaroles/add` and `/{account}/settingssaroles/edit/:id`. */
export function RoleFormPage() {
  const { id } = useParams();
  const { t } = useTranslation(['roles', 'common', 'menu', 'errors']);
  const session = useShellSession();
  const record = useQuery({ ...roleQuery(id ?? ''), enabled: Boolean(id) });
  const title = t(id ? 'roles:editTitle' : 'roles:addTitle');
  usePageTitle(title);
  const listPath = rolesPath(session.account, 'listing');

  let body: ReactNode;
  if (id && record.isPending) body = <Skeleton h={420} />;
  else if (id && record.isError) {
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
  } else body = <RoleForm key={id ?? 'new'} record={id ? (record.data ?? null) : null} listPath={listPath} />;

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[
          { label: t('menu:dashboard'), to: sessionHome(session) },
          { label: t('menu:userRoles'), to: listPath },
          { label: t(id ? 'common:actions.edit' : 'common:actions.add') },
        ]}
        title={title}
      />
      {body}
    </Stack>
  );
}

type TErrors = { name?: string; modules?: string; organizationIds?: string; departmentIds?: string };

function saveFailure(t: TFunction, error: unknown): { errors: TErrors; message: string } {
  if (isApiError(error)) {
    if (error.code === 'selectModule')
      return { errors: { modules: t('errors:selectModule') }, message: t('errors:selectModule') };
    if (error.code === 'duplicate') return { errors: { name: t('roles:form.duplicate') }, message: '' };
    if (error.fields && (error.code === 'validation' || error.code === 'invalidReference')) {
      const errors: TErrors = {};
      for (const [k, c] of Object.entries(error.fields)) {
        if (k === 'name' || k === 'organizationIds' || k === 'departmentIds') {
          errors[k] = t(`common:validation.${c}`, { defaultValue: t('common:validation.invalid') });
        }
      }
      return { errors, message: Object.keys(errors).length ? '' : errorText(t, error) };
    }
  }
  return { errors: {}, message: errorText(t, error) };
}

function RoleForm({ record, listPath }: { record: TRole | null; listPath: string }) {
  const { t } = useTranslation(['roles', 'common', 'errors']);
  const session = useShellSession();
  const navigate = useNavigate();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(record?.name ?? '');
  const [flags, setFlags] = useState<TRoleFlags>(() => ({ ...(record?.privileges ?? {}) }));
  const [organizationIds, setOrganizationIds] = useState<string[]>(record?.organizationIds ?? []);
  const [departmentIds, setDepartmentIds] = useState<string[]>(record?.departmentIds ?? []);
  const [errors, setErrors] = useState<TErrors>({});
  const [formError, setFormError] = useState('');
  const [locked, lock] = useSubmitLock();
  const organizations = useQuery(resourceOptionsQuery('organization'));

  // pages of modules the tenant has on; a role keeps flags of the others untouched
  const pages = useMemo(
    () =>
      (PRIVILEGE_PAGES as readonly TPrivilegePage[]).filter((p) => !p.feature || session.features[p.feature] === true),
    [session.features],
  );
  // a sub admin gives only what their own role has (the server checks again)
  const allowed = (p: TPrivilegePage, a: TPrivilegeAction) => canDo(session, p.key, a);

  const save = useMutation({
    mutationFn: () => {
      const body = { name: name.trim(), privileges: toPrivileges(flags), organizationIds, departmentIds };
      return record ? updateRole(record.id, body) : createRole(body);
    },
    onSuccess: async () => {
      notifySuccess(t(record ? 'common:messages.recordUpdated' : 'common:messages.recordAdded'));
      await invalidateRoles();
      await navigate(listPath);
    },
    onError: (e) => {
      const failure = saveFailure(t, e);
      setErrors(failure.errors);
      setFormError(failure.message);
      if (failure.message) notifyError(failure.message, t(record ? 'roles:cannot.edit' : 'roles:cannot.add'));
      if (failure.errors.name) nameRef.current?.focus();
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (locked || save.isPending) return;
    const found: TErrors = {};
    if (!name.trim()) found.name = t('roles:form.nameRequired');
    // spec 5: 'Please select at least one module'
    if (!hasModule(flags)) found.modules = t('errors:selectModule');
    setErrors(found);
    setFormError(found.modules ?? '');
    if (found.name) nameRef.current?.focus();
    if (found.name || found.modules) return;
    lock();
    save.mutate();
  };

  return (
    <form noValidate onSubmit={submit} data-testid="role-form">
      <Stack gap="lg">
        {formError && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} />}
            role="alert"
            title={t(record ? 'roles:cannot.edit' : 'roles:cannot.add')}
            data-testid="role-error"
          >
            {formError}
          </Alert>
        )}
        <FormSection title={t('roles:sections.role')}>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                ref={nameRef}
                label={t('roles:fields.name')}
                withAsterisk
                maxLength={100}
                value={name}
                onChange={(e) => {
                  setName(e.currentTarget.value);
                  if (errors.name) setErrors((x) => ({ ...x, name: undefined }));
                }}
                error={errors.name}
                data-testid="role-name"
              />
            </Grid.Col>
          </Grid>
        </FormSection>
        <FormSection>
          <RoleModuleGrid
            pages={pages}
            value={flags}
            onChange={(f) => {
              setFlags(f);
              if (errors.modules && hasModule(f)) {
                setErrors((x) => ({ ...x, modules: undefined }));
                setFormError('');
              }
            }}
            allowed={allowed}
            disabled={save.isPending}
            error={errors.modules}
          />
        </FormSection>
        <FormSection title={t('roles:sections.scope')} hint={t('roles:form.scopeHint')}>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <MultiSelect
                label={t('roles:fields.organizations')}
                placeholder={organizationIds.length ? undefined : t('roles:form.everyOrganization')}
                data={organizations.data?.map((o) => ({ value: o.id, label: o.label })) ?? []}
                value={organizationIds}
                onChange={(v) => {
                  setOrganizationIds(v);
                  setErrors((x) => ({ ...x, organizationIds: undefined }));
                }}
                searchable
                clearable
                nothingFoundMessage={t('common:form.nothingFound')}
                error={errors.organizationIds}
                disabled={organizations.isPending}
                data-testid="role-organizations"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              {/* departments can be many: searched on the server */}
              <RemoteMultiSelect
                label={t('roles:fields.departments')}
                placeholder={departmentIds.length ? undefined : t('roles:form.everyDepartment')}
                query={resourceOptionSearch('department')}
                labels={resourceOptionLabels('department')}
                value={departmentIds}
                onChange={(v) => {
                  setDepartmentIds(v);
                  setErrors((x) => ({ ...x, departmentIds: undefined }));
                }}
                clearable
                error={errors.departmentIds}
                data-testid="role-departments"
              />
            </Grid.Col>
          </Grid>
        </FormSection>
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed">
            {record && t('roles:form.meta', { at: formatDateTime(record.createdAt), users: record.users })}
          </Text>
          <FormActions
            ml="auto"
            cancelTo={listPath}
            cancelTestId="form-cancel"
            submitLabel={t(record ? 'common:actions.save' : 'common:actions.add')}
            submitTestId="role-submit"
            pending={save.isPending}
            locked={locked}
          />
        </Group>
      </Stack>
    </form>
  );
}
