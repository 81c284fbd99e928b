import { useState, type FormEvent } from 'react';
import { Alert, Checkbox, Grid, NativeSelect, Skeleton, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ADMIN_FLAGS, type TAdminFlag } from '@staffdesk/core/auth';
import { LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@staffdesk/core/constants';
import type { TSuperUser } from '@staffdesk/core/platform';
import { isApiError } from '../../platform/api-client.ts';
import { FormActions, FormSection } from '../../platform/form-layout.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText, loadErrorText } from '../../shell/error-text.ts';
import { currentLanguage } from '../../shell/i18n.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { invalidateTenants } from '../tenants/use-tenant-actions.hook.ts';
import { createSuperUser, superUserQuery, updateSuperUser } from './super-users.api.ts';
import { SUPER_USERS_LISTING } from './super-users-list.page.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `/superadmin_staff/Add` and `/superadmin_staff/edit/:id`. */
export function SuperUserFormPage() {
  const { id } = useParams();
  const { t } = useTranslation(['superUsers', 'common', 'menu', 'errors']);
  const session = useShellSession();
  const record = useQuery({ ...superUserQuery(id ?? ''), enabled: Boolean(id) });
  const title = t(id ? 'superUsers:editTitle' : 'superUsers:addTitle');
  usePageTitle(title);

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[
          { label: t('menu:tenants'), to: sessionHome(session) },
          { label: t('menu:superUsers'), to: SUPER_USERS_LISTING },
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
        <SuperUserForm key={id ?? 'new'} record={id ? (record.data ?? null) : null} />
      )}
    </Stack>
  );
}

type TErrors = Partial<Record<'email' | 'firstName' | 'lastName' | 'adminFlags', string>>;

function SuperUserForm({ record }: { record: TSuperUser | null }) {
  const { t } = useTranslation(['superUsers', 'common', 'errors']);
  const session = useShellSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState(record?.email ?? '');
  const [firstName, setFirstName] = useState(record?.firstName ?? '');
  const [lastName, setLastName] = useState(record?.lastName ?? '');
  const [language, setLanguage] = useState<TLanguage>(currentLanguage());
  const [flags, setFlags] = useState<TAdminFlag[]>(record?.adminFlags ?? []);
  const [errors, setErrors] = useState<TErrors>({});
  const [locked, lock] = useSubmitLock();
  // a super user gives only flags they hold themselves; others keep their value (server rule)
  const mine = (f: TAdminFlag) => session.adminFlags.includes(f);

  const save = useMutation({
    mutationFn: () => {
      const body = {
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        adminFlags: ADMIN_FLAGS.filter((f) => flags.includes(f)),
      };
      return record ? updateSuperUser(record.id, body) : createSuperUser({ ...body, email: email.trim(), language });
    },
    onSuccess: async (r) => {
      if (record) notifySuccess(t('common:messages.recordUpdated'));
      else {
        notifySuccess(t('superUsers:added', { email: r.email }), t('common:messages.recordAdded'));
        if ('mailSent' in r && r.mailSent === false) notifyError(t('superUsers:mailFailed', { email: r.email }));
      }
      await invalidateTenants();
      await navigate(SUPER_USERS_LISTING);
    },
    onError: (e) => {
      if (isApiError(e) && e.code === 'emailExists') setErrors({ email: t('errors:emailExists') });
      else if (isApiError(e) && e.code === 'validation' && e.fields) {
        setErrors(
          Object.fromEntries(
            Object.entries(e.fields).map(([k, c]) => [
              k,
              t(`common:validation.${c}`, { defaultValue: t('common:validation.invalid') }),
            ]),
          ),
        );
      } else notifyError(errorText(t, e));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (locked || save.isPending) return;
    const found: TErrors = {};
    if (!record) {
      if (!email.trim()) found.email = t('common:validation.required');
      else if (!EMAIL.test(email.trim())) found.email = t('common:validation.invalidEmail');
    }
    if (!firstName.trim()) found.firstName = t('common:validation.required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    lock();
    save.mutate();
  };

  const formError =
    save.isError && isApiError(save.error) && save.error.status === 403 ? errorText(t, save.error) : null;

  return (
    <form noValidate onSubmit={submit} data-testid="superuser-form">
      <Stack gap="lg">
        {formError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="form-error">
            {formError}
          </Alert>
        )}
        <FormSection title={t('superUsers:sections.person')}>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label={t('superUsers:fields.email')}
                withAsterisk={!record}
                type="email"
                maxLength={150}
                value={email}
                disabled={Boolean(record)}
                onChange={(e) => {
                  setEmail(e.currentTarget.value);
                  setErrors((x) => ({ ...x, email: undefined }));
                }}
                error={errors.email}
                description={record ? undefined : t('superUsers:emailHint')}
                data-testid="superuser-email"
              />
            </Grid.Col>
            {!record && (
              <Grid.Col span={{ base: 12, md: 6 }}>
                <NativeSelect
                  label={t('superUsers:fields.language')}
                  data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
                  value={language}
                  onChange={(e) => setLanguage(e.currentTarget.value as TLanguage)}
                  data-testid="superuser-language"
                />
              </Grid.Col>
            )}
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label={t('superUsers:fields.firstName')}
                withAsterisk
                maxLength={100}
                value={firstName}
                onChange={(e) => {
                  setFirstName(e.currentTarget.value);
                  setErrors((x) => ({ ...x, firstName: undefined }));
                }}
                error={errors.firstName}
                data-testid="superuser-firstName"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label={t('superUsers:fields.lastName')}
                maxLength={100}
                value={lastName}
                onChange={(e) => setLastName(e.currentTarget.value)}
                error={errors.lastName}
                data-testid="superuser-lastName"
              />
            </Grid.Col>
          </Grid>
        </FormSection>
        <FormSection title={t('superUsers:fields.adminFlags')} hint={t('superUsers:flagsHint')}>
          <Stack gap="sm" data-testid="superuser-flags">
            {ADMIN_FLAGS.map((f) => (
              <Checkbox
                key={f}
                label={t(`superUsers:flags.${f}`)}
                description={t(`superUsers:flagHints.${f}`)}
                checked={flags.includes(f)}
                disabled={!mine(f)}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setFlags((x) => (on ? [...x, f] : x.filter((y) => y !== f)));
                }}
                data-testid={`superuser-flag-${f}`}
              />
            ))}
          </Stack>
        </FormSection>
        <FormActions
          justify="flex-end"
          cancelTo={SUPER_USERS_LISTING}
          submitLabel={t(record ? 'common:actions.save' : 'common:actions.add')}
          submitTestId="superuser-submit"
          pending={save.isPending}
          locked={locked}
        />
      </Stack>
    </form>
  );
}
