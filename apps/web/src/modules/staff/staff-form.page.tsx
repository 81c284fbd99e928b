import { useState, type FormEvent } from 'react';
import { Alert, Grid, NativeSelect, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@staffdesk/core/constants';
import type { TStaff, TStaffKind } from '@staffdesk/core/staff';
import { apiGet, isApiError } from '../../platform/api-client.ts';
import { FormActions, FormSection } from '../../platform/form-layout.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText, loadErrorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { EmployeePicker } from '../employees/employee-picker.component.tsx';
import { createStaff, invalidateStaff, STAFF_PATHS, staffMemberQuery, updateStaff } from './staff.api.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `/employeesadmin_staff/Add` (a sub admin), `/AddSecurity` (a security user) and `/edit/:id`. */
export function StaffFormPage({ kind }: { kind?: TStaffKind }) {
  const { id } = useParams();
  const { t } = useTranslation(['staff', 'common', 'menu', 'errors']);
  const session = useShellSession();
  const record = useQuery({ ...staffMemberQuery(id ?? ''), enabled: Boolean(id) });
  const k: TStaffKind = record.data?.kind ?? kind ?? 'sub_admin';
  const title = t(id ? 'staff:editTitle' : k === 'security' ? 'staff:addSecurityTitle' : 'staff:addTitle');
  usePageTitle(title);
  const listPath = `/${session.account}/${STAFF_PATHS[k].list}`;
  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[
          { label: t('menu:dashboard'), to: sessionHome(session) },
          { label: t(k === 'security' ? 'menu:securityUsers' : 'menu:subAdmins'), to: listPath },
          { label: t(id ? 'common:actions.edit' : 'common:actions.add') },
        ]}
        title={title}
      />
      {id && record.isPending ? (
        <Skeleton h={320} />
      ) : id && record.isError ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {loadErrorText(t, record.error)}
        </Alert>
      ) : (
        <StaffForm key={id ?? k} kind={k} record={id ? (record.data ?? null) : null} listPath={listPath} />
      )}
    </Stack>
  );
}

type TErrors = Partial<Record<'email' | 'firstName' | 'roleId' | 'employeeId' | '_', string>>;

function StaffForm({ kind, record, listPath }: { kind: TStaffKind; record: TStaff | null; listPath: string }) {
  const { t } = useTranslation(['staff', 'common', 'errors']);
  const navigate = useNavigate();
  const [employeeId, setEmployeeId] = useState(record?.employeeId ?? '');
  const [email, setEmail] = useState(record?.email ?? '');
  const [firstName, setFirstName] = useState(record?.firstName ?? '');
  const [lastName, setLastName] = useState(record?.lastName ?? '');
  const [roleId, setRoleId] = useState(record?.roleId ?? '');
  const [language, setLanguage] = useState<TLanguage | ''>(record?.language ?? '');
  const [errors, setErrors] = useState<TErrors>({});
  const [locked, lock] = useSubmitLock();
  const roles = useQuery({
    queryKey: ['roles', 'options'],
    queryFn: ({ signal }) => apiGet<{ id: string; label: string }[]>('/roles/options', { signal }),
    enabled: kind === 'sub_admin',
  });
  // a sub admin who is an employee: their names and email are the record's
  const linked = kind === 'sub_admin' && Boolean(employeeId);

  const save = useMutation({
    mutationFn: () => {
      const body = {
        firstName: linked ? null : firstName.trim(),
        lastName: linked ? '' : lastName.trim(),
        roleId: kind === 'sub_admin' ? roleId || null : null,
        language: language || null,
      };
      return record
        ? updateStaff(record.id, body)
        : createStaff({ ...body, kind, email: linked ? null : email.trim(), employeeId: linked ? employeeId : null });
    },
    onSuccess: async (r) => {
      if (record) notifySuccess(t('common:messages.recordUpdated'));
      else {
        notifySuccess(t('staff:added', { email: r.email }), t('common:messages.recordAdded'));
        if ('mailSent' in r && r.mailSent === false) notifyError(t('staff:mailFailed', { email: r.email }));
      }
      await invalidateStaff();
      await navigate(listPath);
    },
    onError: (e) => {
      if (isApiError(e) && (e.code === 'emailExists' || e.code === 'alreadyStaff'))
        setErrors(linked ? { employeeId: t(`errors:${e.code}`) } : { email: t('errors:emailExists') });
      else if (isApiError(e) && e.code === 'validation' && e.fields) {
        const found: TErrors = {};
        for (const [k, c] of Object.entries(e.fields)) {
          // an employee without an email cannot get a login: say so at the picker
          if (k === 'email' && linked) found.employeeId = t('staff:employeeNoEmail');
          else
            found[k as keyof TErrors] = t(`common:validation.${c}`, { defaultValue: t('common:validation.invalid') });
        }
        setErrors(found);
      } else notifyError(errorText(t, e));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (locked || save.isPending) return;
    const found: TErrors = {};
    if (!record && !linked) {
      if (!email.trim()) found.email = t('common:validation.required');
      else if (!EMAIL.test(email.trim())) found.email = t('common:validation.invalidEmail');
    }
    if (!linked && !firstName.trim()) found.firstName = t('common:validation.required');
    if (kind === 'sub_admin' && !roleId) found.roleId = t('common:validation.required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    lock();
    save.mutate();
  };
  const clear = (k: keyof TErrors) => setErrors((x) => ({ ...x, [k]: undefined }));

  return (
    <form noValidate onSubmit={submit} data-testid="staff-form">
      <Stack gap="lg">
        {kind === 'sub_admin' && (
          <FormSection title={t('staff:sections.employee')} hint={t('staff:employeeHint')}>
            {record ? (
              <Text size="sm" data-testid="staff-employee">
                {record.employeeCode ?? t('staff:notEmployee')}
              </Text>
            ) : (
              <EmployeePicker
                label={t('staff:fields.employee')}
                value={employeeId}
                onChange={(v) => {
                  setEmployeeId(v);
                  clear('employeeId');
                }}
                error={errors.employeeId}
                maw={520}
                data-testid="staff-employee"
              />
            )}
          </FormSection>
        )}
        <FormSection title={t('staff:sections.person')}>
          <Grid gap="md">
            {!linked && (
              <>
                <Grid.Col span={{ base: 12, md: 6 }}>
                  <TextInput
                    label={t('staff:fields.email')}
                    withAsterisk={!record}
                    type="email"
                    maxLength={150}
                    value={email}
                    disabled={Boolean(record)}
                    onChange={(e) => {
                      setEmail(e.currentTarget.value);
                      clear('email');
                    }}
                    error={errors.email}
                    description={record ? undefined : t('staff:emailHint')}
                    data-testid="staff-email"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 6 }}>
                  <TextInput
                    label={t('staff:fields.firstName')}
                    withAsterisk
                    maxLength={100}
                    value={firstName}
                    onChange={(e) => {
                      setFirstName(e.currentTarget.value);
                      clear('firstName');
                    }}
                    error={errors.firstName}
                    data-testid="staff-firstName"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 6 }}>
                  <TextInput
                    label={t('staff:fields.lastName')}
                    maxLength={100}
                    value={lastName}
                    onChange={(e) => setLastName(e.currentTarget.value)}
                    data-testid="staff-lastName"
                  />
                </Grid.Col>
              </>
            )}
            {linked && (
              <Grid.Col span={12}>
                <Text size="sm" c="dimmed">
                  {t('staff:fromRecord')}
                </Text>
              </Grid.Col>
            )}
            {kind === 'sub_admin' && (
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Select
                  label={t('staff:fields.role')}
                  withAsterisk
                  data={(roles.data ?? []).map((r) => ({ value: r.id, label: r.label }))}
                  value={roleId || null}
                  onChange={(v) => {
                    setRoleId(v ?? '');
                    clear('roleId');
                  }}
                  searchable
                  nothingFoundMessage={t('common:form.nothingFound')}
                  placeholder={t('common:form.choose')}
                  error={errors.roleId}
                  description={t('staff:roleHint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  data-testid="staff-role"
                />
              </Grid.Col>
            )}
            <Grid.Col span={{ base: 12, md: 6 }}>
              <NativeSelect
                label={t('staff:fields.language')}
                data={[
                  { value: '', label: t('staff:languageDefault') },
                  ...LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })),
                ]}
                value={language}
                onChange={(e) => setLanguage(e.currentTarget.value as TLanguage | '')}
                data-testid="staff-language"
              />
            </Grid.Col>
          </Grid>
        </FormSection>
        <FormActions
          justify="flex-end"
          cancelTo={listPath}
          submitLabel={t(record ? 'common:actions.save' : 'common:actions.add')}
          submitTestId="staff-submit"
          pending={save.isPending}
          locked={locked}
        />
      </Stack>
    </form>
  );
}
