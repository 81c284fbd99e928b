import { useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Grid, Group, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UPLOAD_MAX_BYTES } from '@staffdesk/core/constants';
import {
  accountNameProblem,
  SIGNUP_DOCUMENT_TYPES,
  SIGNUP_FIELD_KEYS,
  SIGNUP_FIELD_MAX,
  type TSignupField,
} from '@staffdesk/core/signup';
import { documentTypeOf } from '../../platform/document-type.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { currentLanguage } from '../../shell/i18n.ts';
import { PublicPage } from '../../shell/public-page.layout.tsx';
import { PLATFORM_LOGIN_PATH } from '../../shell/route-guards.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { CategoryFields, type TCategoryPick } from '../platform-settings/category-fields.component.tsx';
import { publicCategoriesQuery } from '../platform-settings/platform-settings.api.ts';
import { DocumentPicker } from './document-picker.component.tsx';
import { submitSignup } from './signup.api.ts';
import { signupFailure, signupFieldError, type TSignupFieldKey } from './signup-text.ts';

type TValues = Record<TSignupField, string>;
type TErrors = Partial<Record<TSignupFieldKey, string>>;

const EMPTY = Object.fromEntries(SIGNUP_FIELD_KEYS.map((k) => [k, ''])) as TValues;
/** The server's own check of a mobile number. */
const MOBILE = /^\+?[0-9 ()-]{5,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const INPUT_TYPES: Partial<
  Record<TSignupField, { type: string; inputMode?: 'email' | 'tel' | 'url'; autoComplete?: string }>
> = {
  name: { type: 'text', autoComplete: 'name' },
  organization: { type: 'text', autoComplete: 'organization' },
  mobileNo: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  position: { type: 'text', autoComplete: 'organization-title' },
  website: { type: 'url', inputMode: 'url', autoComplete: 'url' },
  city: { type: 'text', autoComplete: 'address-level2' },
  country: { type: 'text', autoComplete: 'country-name' },
};

/** The checks the server makes, made first here so that a mistake is shown at once (codes, as the server's). */
async function validate(values: TValues, file: File | null): Promise<TErrors> {
  const errors: TErrors = {};
  for (const k of SIGNUP_FIELD_KEYS) {
    const v = values[k].trim();
    if (!v) errors[k] = 'required';
    else if (k !== 'accountName' && [...v].length > SIGNUP_FIELD_MAX[k]) errors[k] = 'tooLong';
  }
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = 'invalidEmail';
  if (!errors.mobileNo && !MOBILE.test(values.mobileNo.trim())) errors.mobileNo = 'invalidNumber';
  if (!errors.accountName) {
    const problem = accountNameProblem(values.accountName.trim().toLowerCase());
    if (problem === 'format') errors.accountName = 'accountNameFormat';
    else if (problem !== null) errors.accountName = String(problem);
  }
  if (!file) errors.personalDoc = '3';
  else if (file.size === 0) errors.personalDoc = '3';
  else if (file.size > UPLOAD_MAX_BYTES) errors.personalDoc = 'fileTooLarge';
  else if (!(await documentTypeOf(file))) errors.personalDoc = 'fileType';
  return errors;
}

/** `/signup`: a company asks for an account (spec 3 "Sign-up request", 5 and 8). */
export function SignupPage() {
  const { t } = useTranslation(['signup', 'errors', 'common', 'auth']);
  usePageTitle(t('signup:title'));
  const [values, setValues] = useState<TValues>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState<TCategoryPick>({ categoryId: null, subcategoryId: null });
  const categories = useQuery(publicCategoriesQuery).data ?? [];
  const [errors, setErrors] = useState<TErrors>({});
  const [formError, setFormError] = useState<unknown>(null);
  const [done, setDone] = useState<{ email: string; account: string } | null>(null);
  const [locked, lock] = useSubmitLock();
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirst = (found: TErrors) => {
    const first = [...SIGNUP_FIELD_KEYS, 'personalDoc'].find((k) => found[k as TSignupFieldKey]);
    if (!first) return;
    requestAnimationFrame(() => {
      const el = formRef.current?.querySelector<HTMLElement>(
        first === 'personalDoc'
          ? '[data-testid="signup-doc"] + div button, [data-testid="signup-doc"]'
          : `[data-testid="signup-${first}"]`,
      );
      el?.focus();
    });
  };

  const mutation = useMutation({
    mutationFn: (v: { values: TValues; file: File }) => submitSignup(v.values, currentLanguage(), v.file, category),
    onSuccess: (_r, v) => {
      setDone({ email: v.values.email, account: v.values.accountName });
      window.scrollTo({ top: 0 });
    },
    onError: (error) => {
      const failure = signupFailure(t, error);
      setErrors(failure.fields);
      setFormError(error);
      focusFirst(failure.fields);
    },
  });

  const setValue = (k: TSignupField, v: string) => {
    setValues((prev) => ({ ...prev, [k]: v }));
    if (errors[k]) setErrors(({ [k]: _gone, ...rest }) => rest);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (locked || mutation.isPending) return;
    setFormError(null);
    const found = await validate(values, file);
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) {
      focusFirst(found);
      return;
    }
    lock();
    const trimmed = Object.fromEntries(SIGNUP_FIELD_KEYS.map((k) => [k, values[k].trim()])) as TValues;
    trimmed.accountName = trimmed.accountName.toLowerCase();
    mutation.mutate({ values: trimmed, file });
  };

  if (done) {
    return (
      <PublicPage maxWidth={560}>
        <Stack align="center" ta="center" gap="md" data-testid="signup-result" data-status="success">
          <ThemeIcon size={64} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={36} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('errors:signup.1')}
          </Title>
          <Text c="dimmed">{t('signup:done.text', { email: done.email })}</Text>
          <Text size="sm">{t('signup:done.next', { account: done.account })}</Text>
          <Button
            component={Link}
            to={PLATFORM_LOGIN_PATH}
            variant="light"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t('signup:backToLogin')}
          </Button>
        </Stack>
      </PublicPage>
    );
  }

  const account = values.accountName.trim().toLowerCase();
  const field = (k: TSignupField, span = 6) => {
    const input = INPUT_TYPES[k];
    return (
      <Grid.Col key={k} span={{ base: 12, sm: span }}>
        <TextInput
          label={t(`signup:fields.${k}`)}
          withAsterisk
          type={input?.type ?? 'text'}
          inputMode={input?.inputMode}
          autoComplete={input?.autoComplete ?? 'off'}
          maxLength={k === 'accountName' ? undefined : SIGNUP_FIELD_MAX[k]}
          value={values[k]}
          onChange={(e) => setValue(k, e.currentTarget.value)}
          error={errors[k] ? signupFieldError(t, k, errors[k]) : undefined}
          description={
            k === 'accountName'
              ? t('signup:form.accountHint', {
                  url: `${window.location.host}/${account || t('signup:form.accountPlaceholder')}/login`,
                })
              : undefined
          }
          autoCapitalize={k === 'accountName' || k === 'email' || k === 'website' ? 'none' : undefined}
          spellCheck={k === 'accountName' || k === 'email' ? false : undefined}
          data-testid={`signup-${k}`}
        />
      </Grid.Col>
    );
  };

  const categoryError = (formError !== null ? signupFailure(t, formError).fields : {}) as Record<string, string>;
  const docError = errors.personalDoc ? signupFieldError(t, 'personalDoc', errors.personalDoc) : undefined;
  const formErrorText = formError !== null ? signupFailure(t, formError).message : '';

  return (
    <PublicPage maxWidth={760}>
      <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} data-testid="signup-form">
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {t('signup:title')}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('signup:subtitle')}
            </Text>
          </div>

          {formErrorText && (
            <Alert
              color="red"
              icon={<IconAlertTriangle size={18} />}
              role="alert"
              data-testid="signup-result"
              data-status="error"
            >
              {formErrorText}
            </Alert>
          )}

          <section aria-labelledby="signup-about-you">
            <Title order={2} size="h5" mb="xs" id="signup-about-you">
              {t('signup:sections.you')}
            </Title>
            <Grid gap="md">
              {field('name')}
              {field('position')}
              {field('email')}
              {field('mobileNo')}
            </Grid>
          </section>

          <section aria-labelledby="signup-company">
            <Title order={2} size="h5" mb="xs" id="signup-company">
              {t('signup:sections.company')}
            </Title>
            <Grid gap="md">
              {field('organization')}
              {field('website')}
              {field('city')}
              {field('country')}
              {field('reference', 12)}
            </Grid>
            <Stack mt="md">
              <CategoryFields
                categories={categories}
                value={category}
                onChange={setCategory}
                errors={{
                  categoryId: categoryError.categoryId && t('common:validation.invalid'),
                  subcategoryId: categoryError.subcategoryId && t('common:validation.invalid'),
                }}
                testIdPrefix="signup"
              />
            </Stack>
          </section>

          <section aria-labelledby="signup-account">
            <Title order={2} size="h5" mb="xs" id="signup-account">
              {t('signup:sections.account')}
            </Title>
            <Grid gap="md">
              {field('accountName')}
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <DocumentPicker
                  label={t('signup:fields.personalDoc')}
                  description={t('signup:form.docHint')}
                  file={file}
                  onChange={(f) => {
                    setFile(f);
                    if (errors.personalDoc) setErrors(({ personalDoc: _gone, ...rest }) => rest);
                  }}
                  error={docError}
                  accept={SIGNUP_DOCUMENT_TYPES.join(',')}
                  testId="signup-doc"
                />
              </Grid.Col>
            </Grid>
          </section>

          <Group justify="space-between" gap="sm">
            <Anchor component={Link} to={PLATFORM_LOGIN_PATH} size="sm">
              {t('signup:backToLogin')}
            </Anchor>
            <Button
              type="submit"
              size="md"
              leftSection={<IconSend size={18} aria-hidden />}
              loading={mutation.isPending}
              disabled={locked && !mutation.isPending}
              data-testid="signup-submit"
            >
              {t('signup:submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PublicPage>
  );
}
