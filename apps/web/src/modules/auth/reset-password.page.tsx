import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Loader,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconAt, IconLock, IconMailCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PASSWORD_MIN } from '@staffdesk/core/auth';
import { isApiError } from '../../platform/api-client.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PublicPage } from '../../shell/public-page.layout.tsx';
import { ACCOUNT_NOT_FOUND_PATH, PLATFORM_LOGIN_PATH, tenantLoginPath } from '../../shell/route-guards.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { forgotPassword, passwordLinkQuery, setPasswordWithLink } from './auth.api.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * `/reset-password` (platform staff) and `/:account/reset-password` (a tenant's users). Without `?token=` it asks
 * for the address and mails a link (spec 8 "Forgot password"); with a token (a mailed reset or set-password link)
 * it sets a new password once, then goes to the right login page.
 */
export function ResetPasswordPage() {
  const { account } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const loginPath = account ? tenantLoginPath(account) : PLATFORM_LOGIN_PATH;
  return (
    <PublicPage homeTo={loginPath}>
      {token ? (
        <SetPasswordForm token={token} account={account ?? null} />
      ) : (
        <ForgotForm account={account ?? null} loginPath={loginPath} />
      )}
    </PublicPage>
  );
}

function BackToLogin({ to }: { to: string }) {
  const { t } = useTranslation('auth');
  return (
    <Anchor component={Link} to={to} size="sm" data-testid="back-to-login">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
      {t('reset.backToLogin')}
    </Anchor>
  );
}

function ForgotForm({ account, loginPath }: { account: string | null; loginPath: string }) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  usePageTitle(t('auth:reset.forgotTitle'));
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  const [locked, lock] = useSubmitLock();
  const emailRef = useRef<HTMLInputElement>(null);

  const mutation = useMutation({
    mutationFn: (address: string) => forgotPassword({ ...(account ? { account } : {}), email: address }),
    meta: { authRedirect: false },
    onSuccess: () => setSent(true),
    onError: (error) => {
      if (isApiError(error) && error.code === 'accountNotFound') {
        void navigate(ACCOUNT_NOT_FOUND_PATH, { replace: true });
        return;
      }
      if (isApiError(error) && error.code === 2) setEmailError(t('errors:forgot.2'));
      else if (isApiError(error) && error.fields?.email) setEmailError(t('common:validation.invalidEmail'));
      else setFormError(error);
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (locked || mutation.isPending) return;
    setFormError(null);
    const address = email.trim();
    // Spec 8: code 2 'Please enter email'.
    if (!address) {
      setEmailError(t('errors:forgot.2'));
      emailRef.current?.focus();
      return;
    }
    if (!EMAIL.test(address)) {
      setEmailError(t('common:validation.invalidEmail'));
      emailRef.current?.focus();
      return;
    }
    setEmailError(null);
    lock();
    mutation.mutate(address);
  };

  if (sent) {
    return (
      <Stack align="center" ta="center" gap="md" data-testid="reset-result" data-status="success">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light">
          <IconMailCheck size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h3">
          {t('errors:forgot.4')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth:reset.sentText', { email: email.trim() })}
        </Text>
        <Button
          component={Link}
          to={loginPath}
          variant="light"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          data-testid="reset-to-login"
        >
          {t('auth:reset.backToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('auth:reset.forgotTitle')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('auth:reset.forgotText')}
          </Text>
        </div>
        {formError !== null && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} />}
            role="alert"
            data-testid="reset-result"
            data-status="error"
          >
            {errorText(t, formError, 'forgot')}
          </Alert>
        )}
        <TextInput
          ref={emailRef}
          label={t('auth:email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoFocus
          withAsterisk
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            if (emailError) setEmailError(null);
          }}
          error={emailError ?? undefined}
          leftSection={<IconAt size={16} aria-hidden />}
          data-testid="reset-email"
        />
        <Button
          type="submit"
          fullWidth
          size="md"
          loading={mutation.isPending}
          disabled={locked && !mutation.isPending}
          data-testid="reset-submit"
        >
          {t('auth:reset.send')}
        </Button>
        <Center>
          <BackToLogin to={loginPath} />
        </Center>
      </Stack>
    </form>
  );
}

/** The password policy's refusals (server: platform/auth/passwords.ts), shown on the password field. */
const PASSWORD_CODES = new Set([
  'passwordTooShort',
  'passwordTooLong',
  'passwordCommon',
  'passwordSequence',
  'passwordPersonal',
]);

function SetPasswordForm({ token, account }: { token: string; account: string | null }) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const navigate = useNavigate();
  const link = useQuery({ ...passwordLinkQuery(token), meta: { authRedirect: false } });
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const [locked, lock] = useSubmitLock();
  const setting = link.data?.purpose === 'setPassword';
  usePageTitle(t(setting ? 'auth:reset.setTitle' : 'auth:reset.resetTitle'));
  const forgotPath = account ? `/${account}/reset-password` : '/reset-password';
  // 8 for a user with two-factor sign-in, else 15 (the server says which)
  const min = link.data?.passwordMin ?? PASSWORD_MIN;

  const mutation = useMutation({
    mutationFn: (pw: string) => setPasswordWithLink({ token, password: pw }),
    meta: { authRedirect: false },
    onSuccess: async (r) => {
      notifySuccess(t('auth:reset.changed'));
      await navigate(r.loginPath, { replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'passwordTooShort') {
        setPasswordError(t('auth:passwordRules.tooShort', { min }));
      } else if (isApiError(error) && PASSWORD_CODES.has(String(error.code))) {
        setPasswordError(errorText(t, error));
      } else if (isApiError(error) && error.code === 'tokenInvalid') {
        setUsed(true);
      }
    },
  });

  if (link.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }

  if (link.isError || used) {
    const invalid = used || (isApiError(link.error) && link.error.code === 'tokenInvalid');
    return (
      <Stack align="center" ta="center" gap="md" data-testid="reset-result" data-status="invalid">
        <ThemeIcon size={64} radius="xl" color="orange" variant="light">
          <IconAlertTriangle size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h3">
          {invalid ? t('errors:tokenInvalid') : errorText(t, link.error)}
        </Title>
        {invalid && (
          <Text c="dimmed" size="sm">
            {t('auth:reset.invalidText')}
          </Text>
        )}
        <Button component={Link} to={forgotPath} variant="light" data-testid="reset-new-link">
          {t('auth:reset.newLink')}
        </Button>
        <BackToLogin to={account ? tenantLoginPath(account) : PLATFORM_LOGIN_PATH} />
      </Stack>
    );
  }

  const info = link.data;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (locked || mutation.isPending) return;
    if ([...password.normalize('NFKC')].length < min) {
      setPasswordError(t('auth:passwordRules.tooShort', { min }));
      return;
    }
    setPasswordError(null);
    lock();
    mutation.mutate(password);
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t(setting ? 'auth:reset.setTitle' : 'auth:reset.resetTitle')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t(setting ? 'auth:reset.setText' : 'auth:reset.resetText')}
          </Text>
        </div>
        <Stack gap={2} data-testid="reset-who">
          <Text fw={600}>{info.name}</Text>
          <Text size="sm" c="dimmed">
            {info.email}
            {info.account ? ` · ${info.account}` : ''}
          </Text>
        </Stack>
        {/* lets password managers save the new password against the right login */}
        <input type="email" name="username" autoComplete="username" value={info.email} readOnly hidden />
        <PasswordInput
          label={t('auth:reset.newPassword')}
          description={t('auth:passwordRules.rule', { min })}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          autoComplete="new-password"
          autoFocus
          withAsterisk
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            if (passwordError) setPasswordError(null);
          }}
          error={passwordError ?? undefined}
          leftSection={<IconLock size={16} aria-hidden />}
          data-testid="new-password"
        />
        {mutation.isError && !passwordError && !used && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} />}
            role="alert"
            data-testid="reset-result"
            data-status="error"
          >
            {errorText(t, mutation.error)}
          </Alert>
        )}
        <Button
          type="submit"
          fullWidth
          size="md"
          loading={mutation.isPending}
          disabled={locked && !mutation.isPending}
          data-testid="set-password-submit"
        >
          {t(setting ? 'auth:reset.setSubmit' : 'auth:reset.resetSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
