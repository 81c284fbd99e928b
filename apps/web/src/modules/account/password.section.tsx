import { useState, type FormEvent } from 'react';
import { Button, Grid, Group, PasswordInput, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '@staffdesk/core/auth';
import { isApiError } from '../../platform/api-client.ts';
import { FormSection } from '../../platform/form-layout.component.tsx';
import { queryKeys } from '../../platform/query-keys.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { changePassword } from './account.api.ts';
import { fieldErrors } from './field-errors.ts';

type TField = 'currentPassword' | 'newPassword' | 'repeat';

/** Current password, then the new one twice. Other sessions end when it changes (the server does that). */
export function PasswordSection() {
  const { t } = useTranslation(['account', 'common', 'errors']);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<TField, string>>({ currentPassword: '', newPassword: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});

  const change = useMutation({
    mutationFn: () => changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onSuccess: async (r) => {
      setValues({ currentPassword: '', newPassword: '', repeat: '' });
      notifySuccess(t('account:password.ended', { count: r.ended }), t('account:password.changed'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.accountSessions });
    },
    onError: (e) => {
      if (!isApiError(e)) return notifyError(errorText(t, e));
      if (e.code === 'currentPasswordWrong') setErrors({ currentPassword: t('errors:currentPasswordWrong') });
      else if (e.code === 'passwordTooShort' || e.code === 'passwordCommon')
        setErrors({ newPassword: errorText(t, e) });
      else if (e.code === 'validation' && e.fields) {
        setErrors(fieldErrors(t, e.fields));
      } else if (e.fields?.password) setErrors({ newPassword: errorText(t, e) });
      else notifyError(errorText(t, e));
    },
  });

  const set = (field: TField) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const v = e.currentTarget.value;
    setValues((x) => ({ ...x, [field]: v }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (change.isPending) return;
    const found: Partial<Record<TField, string>> = {};
    if (!values.currentPassword) found.currentPassword = t('common:validation.required');
    if (!values.newPassword) found.newPassword = t('common:validation.required');
    else if ([...values.newPassword].length < PASSWORD_MIN) found.newPassword = t('errors:passwordTooShort');
    if (values.newPassword && values.repeat !== values.newPassword) found.repeat = t('account:password.mismatch');
    setErrors(found);
    if (Object.keys(found).length === 0) change.mutate();
  };

  return (
    <FormSection title={t('account:password.title')} hint={t('account:password.hint')}>
      <form noValidate onSubmit={submit} data-testid="account-password-form">
        <Stack gap="md">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <PasswordInput
                label={t('account:password.current')}
                withAsterisk
                autoComplete="current-password"
                value={values.currentPassword}
                onChange={set('currentPassword')}
                error={errors.currentPassword}
                data-testid="account-current-password"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <PasswordInput
                label={t('account:password.new')}
                withAsterisk
                autoComplete="new-password"
                value={values.newPassword}
                onChange={set('newPassword')}
                error={errors.newPassword}
                data-testid="account-new-password"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <PasswordInput
                label={t('account:password.repeat')}
                withAsterisk
                autoComplete="new-password"
                value={values.repeat}
                onChange={set('repeat')}
                error={errors.repeat}
                data-testid="account-repeat-password"
              />
            </Grid.Col>
          </Grid>
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconLock size={16} aria-hidden />}
              loading={change.isPending}
              data-testid="account-password-submit"
            >
              {t('account:password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormSection>
  );
}
