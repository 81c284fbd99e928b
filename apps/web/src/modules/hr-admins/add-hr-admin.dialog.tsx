import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Grid, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconUserPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@staffdesk/core/constants';
import { isApiError } from '../../platform/api-client.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { currentLanguage } from '../../shell/i18n.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { invalidateTenants } from '../tenants/use-tenant-actions.hook.ts';
import { createHrAdmin } from './hr-admins.api.ts';
import { TenantSelect } from './tenant-select.component.tsx';

type TForm = {
  tenantId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  hrCode: string;
  language: TLanguage;
};
type TErrors = Partial<Record<keyof TForm, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type TAddHrAdminDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** the tenant the list is filtered on, offered first */
  tenant: { id: string; label: string } | null;
};

/** `/hradmin` add: an HR admin of a tenant, without a password; a set-password link (72 h) is mailed. */
export function AddHrAdminDialog({ opened, onClose, tenant }: TAddHrAdminDialogProps) {
  const { t } = useTranslation(['hrAdmins', 'common', 'errors']);
  const empty = (): TForm => ({
    tenantId: tenant?.id ?? null,
    email: '',
    firstName: '',
    lastName: '',
    hrCode: '',
    language: currentLanguage(),
  });
  const [form, setForm] = useState<TForm>(empty);
  const [errors, setErrors] = useState<TErrors>({});
  const [locked, lock, unlock] = useSubmitLock();

  const mutation = useMutation({
    mutationFn: (f: TForm) =>
      createHrAdmin({
        tenantId: f.tenantId ?? '',
        email: f.email.trim(),
        firstName: f.firstName.trim(),
        lastName: f.lastName.trim(),
        hrCode: f.hrCode.trim() || undefined,
        language: f.language,
      }),
    onSuccess: async (r) => {
      notifySuccess(t('hrAdmins:add.done', { email: r.email }), t('common:messages.recordAdded'));
      if (!r.mailSent) notifyError(t('hrAdmins:mailFailed', { email: r.email }));
      onClose();
      await invalidateTenants();
    },
    onError: (e) => {
      if (isApiError(e) && e.code === 'emailExists') setErrors({ email: t('errors:emailExists') });
      else if (isApiError(e) && e.code === 'hrCodeExists') setErrors({ hrCode: t('errors:hrCodeExists') });
      else if (isApiError(e) && e.code === 'validation' && e.fields) {
        setErrors(
          Object.fromEntries(
            Object.entries(e.fields).map(([k, c]) => [
              k,
              t(`common:validation.${c}`, { defaultValue: t('common:validation.invalid') }),
            ]),
          ),
        );
      }
    },
  });
  const { reset } = mutation;

  // biome-ignore lint/correctness/useExhaustiveDependencies: opening the dialog (the trigger) starts a fresh form
  useEffect(() => {
    if (!opened) return;
    setForm(empty());
    setErrors({});
    reset();
    unlock();
  }, [opened]);

  const set = <K extends keyof TForm>(k: K, v: TForm[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    if (errors[k]) setErrors(({ [k]: _gone, ...rest }) => rest as TErrors);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (locked || mutation.isPending) return;
    const found: TErrors = {};
    if (!form.tenantId) found.tenantId = t('common:validation.required');
    if (!form.email.trim()) found.email = t('common:validation.required');
    else if (!EMAIL.test(form.email.trim())) found.email = t('common:validation.invalidEmail');
    if (!form.firstName.trim()) found.firstName = t('common:validation.required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    lock();
    mutation.mutate(form);
  };

  const otherError =
    mutation.isError &&
    !(
      isApiError(mutation.error) && ['emailExists', 'hrCodeExists', 'validation'].includes(String(mutation.error.code))
    );

  return (
    <Modal opened={opened} onClose={onClose} title={t('hrAdmins:add.title')} size="lg" data-testid="hradmin-dialog">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('hrAdmins:add.text')}
          </Text>
          <TenantSelect
            label={t('hrAdmins:fields.tenant')}
            required
            value={form.tenantId}
            valueLabel={tenant?.id === form.tenantId ? tenant?.label : null}
            onChange={(id) => set('tenantId', id)}
            error={errors.tenantId}
            testId="hradmin-tenant"
          />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('hrAdmins:fields.firstName')}
                withAsterisk
                maxLength={100}
                value={form.firstName}
                onChange={(e) => set('firstName', e.currentTarget.value)}
                error={errors.firstName}
                data-testid="hradmin-firstName"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('hrAdmins:fields.lastName')}
                maxLength={100}
                value={form.lastName}
                onChange={(e) => set('lastName', e.currentTarget.value)}
                error={errors.lastName}
                data-testid="hradmin-lastName"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('hrAdmins:fields.email')}
                withAsterisk
                type="email"
                maxLength={150}
                value={form.email}
                onChange={(e) => set('email', e.currentTarget.value)}
                error={errors.email}
                data-testid="hradmin-email"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('hrAdmins:fields.hrCode')}
                maxLength={30}
                value={form.hrCode}
                onChange={(e) => set('hrCode', e.currentTarget.value)}
                error={errors.hrCode}
                data-testid="hradmin-hrCode"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NativeSelect
                label={t('hrAdmins:fields.language')}
                description={t('hrAdmins:fields.languageHint')}
                data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
                value={form.language}
                onChange={(e) => set('language', e.currentTarget.value as TLanguage)}
                data-testid="hradmin-language"
              />
            </Grid.Col>
          </Grid>
          {otherError && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="hradmin-error">
              {errorText(t, mutation.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              type="submit"
              leftSection={<IconUserPlus size={16} aria-hidden />}
              loading={mutation.isPending}
              disabled={locked && !mutation.isPending}
              data-testid="hradmin-submit"
            >
              {t('common:actions.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
