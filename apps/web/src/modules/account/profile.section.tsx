import { useState, type FormEvent } from 'react';
import { Avatar, Button, Grid, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NAME_MAX, type TAccount } from '@staffdesk/core/account';
import { LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@staffdesk/core/constants';
import { isApiError } from '../../platform/api-client.ts';
import { FormSection } from '../../platform/form-layout.component.tsx';
import { PhotoPicker } from '../../platform/photo-picker.component.tsx';
import { queryKeys } from '../../platform/query-keys.ts';
import { errorText } from '../../shell/error-text.ts';
import { applyLanguage, i18n, storeLanguagePick } from '../../shell/i18n.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { fieldErrors } from './field-errors.ts';
import { deletePhoto, updateAccount, uploadPhoto } from './account.api.ts';

type TErrors = Partial<Record<'firstName' | 'lastName', string>>;

/** Name, language and photo. The photo is saved as soon as it is picked; name and language with Save. */
export function ProfileSection({ account }: { account: TAccount }) {
  const { t } = useTranslation(['account', 'common', 'errors']);
  const queryClient = useQueryClient();
  const [firstName, setFirstName] = useState(account.firstName);
  const [lastName, setLastName] = useState(account.lastName);
  const [language, setLanguage] = useState<TLanguage>(account.language);
  const [errors, setErrors] = useState<TErrors>({});
  const fullName = `${firstName} ${lastName}`.trim() || account.email;

  // the top bar reads the session: refresh it with the account
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.account, exact: true }),
      queryClient.invalidateQueries({ queryKey: queryKeys.session }),
    ]);

  const save = useMutation({
    mutationFn: () => updateAccount({ firstName: firstName.trim(), lastName: lastName.trim(), language }),
    onSuccess: async (saved) => {
      storeLanguagePick(saved.language);
      await applyLanguage(saved.language);
      await refresh();
      // i18n.t, not the hook's t: that one still speaks the language this render started in
      notifySuccess(i18n.t('account:profile.saved'));
    },
    onError: (e) => {
      if (isApiError(e) && e.code === 'validation' && e.fields) {
        setErrors(fieldErrors(t, e.fields));
      } else notifyError(errorText(t, e));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const found: TErrors = {};
    if (!firstName.trim()) found.firstName = t('common:validation.required');
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  return (
    <FormSection title={t('account:profile.title')} hint={t('account:profile.hint')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Stack align="center" gap="xs">
            <Avatar
              src={account.photoUrl}
              name={fullName}
              color="initials"
              size={112}
              radius={112}
              alt={t('account:photo.alt')}
              data-testid="account-photo"
            />
            <PhotoPicker
              hasPhoto={!!account.photoUrl}
              upload={uploadPhoto}
              remove={deletePhoto}
              onChanged={refresh}
              testId="account-photo"
            />
            <Text size="xs" c="dimmed" ta="center">
              {t('account:photo.hint')}
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <form noValidate onSubmit={submit} data-testid="account-profile-form">
            <Stack gap="md">
              <TextInput
                label={t('account:profile.email')}
                value={account.email}
                readOnly
                variant="filled"
                data-testid="account-email"
              />
              <Grid gap="md">
                <Grid.Col span={{ base: 12, md: 6 }}>
                  <TextInput
                    label={t('account:profile.firstName')}
                    withAsterisk
                    maxLength={NAME_MAX}
                    value={firstName}
                    onChange={(e) => {
                      setFirstName(e.currentTarget.value);
                      setErrors((x) => ({ ...x, firstName: undefined }));
                    }}
                    error={errors.firstName}
                    data-testid="account-firstName"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 6 }}>
                  <TextInput
                    label={t('account:profile.lastName')}
                    maxLength={NAME_MAX}
                    value={lastName}
                    onChange={(e) => setLastName(e.currentTarget.value)}
                    error={errors.lastName}
                    data-testid="account-lastName"
                  />
                </Grid.Col>
              </Grid>
              <NativeSelect
                label={t('account:profile.language')}
                description={t('account:profile.languageHint')}
                data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
                value={language}
                onChange={(e) => setLanguage(e.currentTarget.value as TLanguage)}
                data-testid="account-language"
              />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                  loading={save.isPending}
                  data-testid="account-save"
                >
                  {t('common:actions.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}
