import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconAt, IconLock } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, useParams } from 'react-router';
import { SUBMIT_LOCK_MS } from '@staffdesk/core/constants';
import type { TSession } from '@staffdesk/core/auth';
import { LOGIN_ERRORS } from '@staffdesk/core/messages';
import { ApiError, isApiError } from '../../platform/api-client.ts';
import { replaceSession } from '../../platform/session-cache.ts';
import { errorText } from '../../shell/error-text.ts';
import { applyLanguage, storedLanguagePick } from '../../shell/i18n.ts';
import { BrandMark } from '../../shell/brand-mark.component.tsx';
import { PublicPage } from '../../shell/public-page.layout.tsx';
import { ACCOUNT_NOT_FOUND_PATH, type TLoginLoaderData } from '../../shell/route-guards.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { login, savePreferences, tenantPublicQuery, type TLoginBody, type TLoginResult } from './auth.api.ts';
import { TwoFactorStep } from './two-factor-step.component.tsx';
import { StoreBadges } from './store-badges.component.tsx';

/** Errors are kept untranslated, so a language switch re-renders them in the new language. */
type TFieldErrors = { email?: unknown; password?: unknown };

/** Codes that belong to one field; the others are shown above the form. */
const FIELD_OF_CODE: Record<number, keyof TFieldErrors> = { 2: 'email', 6: 'email', 3: 'password', 5: 'password' };

/** The client's own required checks speak the login catalogue's codes, like the server. */
const loginCodeError = (code: 2 | 3) => new ApiError({ status: 400, code, message: LOGIN_ERRORS[code] });

/**
 * A language picked on this login page is the user's choice: it is saved on the user. A pick left in this browser
 * from an earlier visit counts only while the user has never chosen one.
 */
async function withBrowserLanguage(session: TSession, pickedHere: boolean): Promise<TSession> {
  const pick = storedLanguagePick();
  if (!pick || pick === session.language || (session.languageChosen && !pickedHere)) return session;
  try {
    return await savePreferences({ language: pick });
  } catch {
    return session;
  }
}

/** The tenant's own sign-in page (`/:account/SignInCustom`, issue 20): its logo, colour, background and welcome. */
export function CustomSignInPage() {
  return <LoginPage custom />;
}

const publicImage = (account: string, image: 'logo' | 'background') =>
  `/api/v1/tenants/${encodeURIComponent(account)}/public/${image}`;

/** `/login` (platform super admin) and `/:account/login` (tenant users); `custom`: the tenant's own page. */
export function LoginPage({ custom = false }: { custom?: boolean }) {
  const { account } = useParams();
  // a support link (`?common=`) that could not sign in
  const commonError = (useLoaderData() as TLoginLoaderData | undefined)?.commonError ?? null;
  const { t, i18n } = useTranslation(['auth', 'errors', 'common']);
  const pickedHere = useRef(false);
  useEffect(() => {
    const picked = () => {
      pickedHere.current = true;
    };
    i18n.on('languageChanged', picked);
    return () => i18n.off('languageChanged', picked);
  }, [i18n]);
  const navigate = useNavigate();
  const tenant = useQuery({ ...tenantPublicQuery(account ?? ''), enabled: Boolean(account) }).data;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [formError, setFormError] = useState<unknown>(commonError);
  const [locked, setLocked] = useState(false);
  const lockTimer = useRef<number | undefined>(undefined);
  const emailRef = useRef<HTMLInputElement>(null);

  usePageTitle(tenant ? tenant.name : t('auth:platformTitle'));
  useEffect(() => () => window.clearTimeout(lockTimer.current), []);

  // the second step's challenge, once the password was right for a user with two-factor sign-in
  const [challenge, setChallenge] = useState<string | null>(null);

  const finish = async ({ session, home }: TLoginResult) => {
    const s = await withBrowserLanguage(session, pickedHere.current);
    await replaceSession(s);
    await applyLanguage(s.language);
    await navigate(home, { replace: true });
  };

  const mutation = useMutation({
    mutationFn: (body: TLoginBody) => login(body),
    meta: { authRedirect: false },
    onSuccess: async (r) => {
      if ('twoFactor' in r) setChallenge(r.twoFactor.challenge);
      else await finish(r);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'accountNotFound') {
        void navigate(ACCOUNT_NOT_FOUND_PATH, { replace: true });
        return;
      }
      const field = isApiError(error) && typeof error.code === 'number' ? FIELD_OF_CODE[error.code] : undefined;
      if (field) setFieldErrors({ [field]: error });
      else setFormError(error);
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (locked || mutation.isPending) return;
    setFormError(null);
    // Spec 5 and 8: both fields are required, with the login catalogue's own messages.
    const errors: TFieldErrors = {};
    if (!email.trim()) errors.email = loginCodeError(2);
    else if (!password) errors.password = loginCodeError(3);
    setFieldErrors(errors);
    if (errors.email || errors.password) {
      if (errors.email) emailRef.current?.focus();
      return;
    }
    // Spec 9: the submit button stays locked for a few seconds after a submit.
    setLocked(true);
    window.clearTimeout(lockTimer.current);
    lockTimer.current = window.setTimeout(() => setLocked(false), SUBMIT_LOCK_MS);
    mutation.mutate({ ...(account ? { account } : {}), email: email.trim(), password });
  };

  const own = custom && account && tenant ? tenant.signIn : null;
  const brand =
    own && account
      ? {
          mark: own.logo ? (
            <img
              src={publicImage(account, 'logo')}
              alt={tenant?.name ?? ''}
              style={{ maxHeight: 48, maxWidth: 200 }}
              data-testid="sign-in-logo"
            />
          ) : (
            <BrandMark />
          ),
          background: own.background
            ? `center / cover no-repeat url("${publicImage(account, 'background')}")`
            : own.color
              ? `radial-gradient(circle at 15% 10%, ${own.color}33 0, transparent 50%), radial-gradient(circle at 85% 90%, ${own.color}33 0, transparent 45%), var(--mantine-color-body)`
              : null,
        }
      : undefined;
  const welcome = own ? own.welcome[i18n.language as 'en' | 'km' | 'zh'] || own.welcome.en : '';
  const color = own?.color ?? undefined;

  if (challenge) {
    return (
      <PublicPage homeTo={null} brand={brand}>
        <TwoFactorStep
          challenge={challenge}
          onSuccess={finish}
          onRestart={(error) => {
            setChallenge(null);
            setPassword('');
            setFormError(error ?? null);
          }}
        />
      </PublicPage>
    );
  }

  return (
    <PublicPage homeTo={null} brand={brand}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2" data-testid="login-title">
            {tenant ? tenant.name : t('auth:platformTitle')}
          </Title>
          <Text c="dimmed" size="sm" mt={4} style={{ whiteSpace: 'pre-line' }} data-testid="login-welcome">
            {welcome || (tenant ? t('auth:tenantSubtitle') : t('auth:platformSubtitle'))}
          </Text>
        </div>

        {tenant?.status === 'suspended' && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="tenant-suspended">
            {t('auth:suspended')}
          </Alert>
        )}

        {formError !== null && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="login-error">
            {errorText(t, formError, 'login')}
          </Alert>
        )}

        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              ref={emailRef}
              label={t('auth:email')}
              type="email"
              inputMode="email"
              autoComplete="username"
              autoFocus
              withAsterisk
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={fieldErrors.email ? errorText(t, fieldErrors.email, 'login') : undefined}
              leftSection={<IconAt size={16} aria-hidden />}
              data-testid="login-email"
            />
            <PasswordInput
              label={t('auth:password')}
              autoComplete="current-password"
              withAsterisk
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fieldErrors.password ? errorText(t, fieldErrors.password, 'login') : undefined}
              leftSection={<IconLock size={16} aria-hidden />}
              data-testid="login-password"
            />
            {tenant?.publicPages.forget !== false && (
              <Group justify="flex-end" mt={-6}>
                <Anchor
                  component={Link}
                  to={account ? `/${account}/reset-password` : '/reset-password'}
                  size="sm"
                  data-testid="forgot-password-link"
                >
                  {t('auth:forgotLink')}
                </Anchor>
              </Group>
            )}
            <Button
              type="submit"
              fullWidth
              size="md"
              loading={mutation.isPending}
              disabled={locked && !mutation.isPending}
              color={color}
              autoContrast
              data-testid="login-submit"
            >
              {t('auth:submit')}
            </Button>
          </Stack>
        </form>

        <Divider />
        <Text size="sm" ta="center">
          {t('auth:newCompany')}{' '}
          <Anchor component={Link} to="/signup" fw={600} data-testid="signup-link">
            {t('auth:requestAccount')}
          </Anchor>
        </Text>

        <StoreBadges />
      </Stack>
    </PublicPage>
  );
}
