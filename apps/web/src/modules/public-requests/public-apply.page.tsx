import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconLogout } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TEmployeePass } from '@staffdesk/core/leave-api';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PublicPage } from '../../shell/public-page.layout.tsx';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { BalanceCards } from '../leave/balance-cards.component.tsx';
import { LeaveForm } from '../leave/leave-form.component.tsx';
import { OtForm } from '../overtime/ot-form.component.tsx';
import { passLogin, passLogout } from './public-apply.api.ts';

type TKind = 'leave' | 'ot';

/** Employee ID and access code (spec: 2 'Please enter Employee ID', 3 'password Does not exists'). */
function PassForm({ account, kind, onPass }: { account: string; kind: TKind; onPass: (p: TEmployeePass) => void }) {
  const { t } = useTranslation(['publicApply', 'errors']);
  const [employeeCode, setEmployeeCode] = useState('');
  const [accessCode, setAccessCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    lock();
    setProblem(null);
    try {
      onPass(await passLogin({ account, employeeCode: employeeCode.trim(), accessCode }));
    } catch (err) {
      unlock();
      setAccessCode('');
      setProblem(errorText(t, err, 'employeeId'));
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h3">
          {t(`${kind}.title`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`${kind}.intro`)}
        </Text>
        <TextInput
          label={t('employeeCode')}
          value={employeeCode}
          onChange={(e) => setEmployeeCode(e.currentTarget.value)}
          autoCapitalize="characters"
          autoComplete="username"
          withAsterisk
          data-testid="pass-employee"
        />
        <PasswordInput
          label={t('accessCode')}
          value={accessCode}
          onChange={(e) => setAccessCode(e.currentTarget.value)}
          autoComplete="current-password"
          inputMode="numeric"
          data-testid="pass-code"
        />
        {problem && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="pass-error">
            {problem}
          </Alert>
        )}
        <Button type="submit" disabled={locked} data-testid="pass-submit">
          {t('continue')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * `/:account/applyLeave` and `/:account/applyOt` (spec public pages, no login): the employee enters their Employee ID
 * and access code, then sees their own leave types and balances and files leave or overtime with the app's rules.
 * After a request: 'Record Added Successfully', signed out, back to the start.
 */
export function PublicApplyPage({ kind }: { kind: TKind }) {
  const { t } = useTranslation(['publicApply', 'common', 'leave']);
  usePageTitle(t(`${kind}.title`));
  const { account = '' } = useParams();
  const [pass, setPass] = useState<TEmployeePass | null>(null);
  const signOut = async () => {
    await passLogout().catch(() => undefined);
    setPass(null);
  };

  return (
    <PublicPage maxWidth={pass ? 760 : 440} homeTo={`/${account}/login`}>
      {pass ? (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Title order={1} size="h3">
                {t(`${kind}.title`)}
              </Title>
              <Text size="sm" c="dimmed" data-testid="pass-who">
                {pass.employeeName} · {pass.employeeCode} · {pass.organizationTitle}
              </Text>
            </div>
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={signOut}
              data-testid="pass-signout"
            >
              {t('signOut')}
            </Button>
          </Group>
          {kind === 'leave' && <BalanceCards balances={pass.balances} />}
          {kind === 'leave' ? (
            <LeaveForm
              forEmployee={false}
              pass={pass}
              onDone={async () => {
                notifySuccess(t('common:messages.recordAdded'));
                await signOut();
              }}
            />
          ) : (
            <OtForm
              forEmployee={false}
              publicPage
              onDone={async () => {
                notifySuccess(t('common:messages.recordAdded'));
                await signOut();
              }}
            />
          )}
        </Stack>
      ) : (
        <PassForm account={account} kind={kind} onPass={setPass} />
      )}
    </PublicPage>
  );
}
