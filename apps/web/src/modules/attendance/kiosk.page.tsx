import { Alert, Button, Image, PasswordInput, RingProgress, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconLogout } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TKioskQr } from '@staffdesk/core/attendance-api';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PublicPage } from '../../shell/public-page.layout.tsx';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { kioskLogin, kioskLogout, kioskQrQuery } from './attendance.api.ts';

/** Milliseconds until the code changes, by the server's clock (the browser's may be off). */
const msLeft = (qr: TKioskQr, received: number) =>
  qr.validUntil ? new Date(qr.validUntil).getTime() - new Date(qr.now).getTime() - (Date.now() - received) : 0;

/** Seconds left on the current code, ticking each second. */
function useCountdown(qr: TKioskQr, received: number) {
  const [left, setLeft] = useState(() => Math.ceil(msLeft(qr, received) / 1000));
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil(msLeft(qr, received) / 1000)));
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [qr, received]);
  return left;
}

function KioskScreen({ qr, received, onSignOut }: { qr: TKioskQr; received: number; onSignOut: () => void }) {
  const { t } = useTranslation('attendance');
  const left = useCountdown(qr, received);
  return (
    <Stack align="center" gap="md">
      <Title order={1} size="h2" ta="center" data-testid="kiosk-title">
        {qr.title}
      </Title>
      <Text c="dimmed" ta="center">
        {t('kiosk.scan')}
      </Text>
      <Image src={qr.qrImage} alt={t('kiosk.qrAlt', { title: qr.title })} w={320} h={320} data-testid="kiosk-qr" />
      {qr.dynamic ? (
        <RingProgress
          size={72}
          thickness={6}
          roundCaps
          sections={[{ value: (left / qr.seconds) * 100, color: 'teal' }]}
          label={
            <Text ta="center" fw={700} data-testid="kiosk-countdown">
              {left}
            </Text>
          }
          aria-label={t('kiosk.changesIn', { count: left })}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('kiosk.static')}
        </Text>
      )}
      <Button variant="subtle" color="gray" leftSection={<IconLogout size={16} />} onClick={onSignOut}>
        {t('kiosk.signOut')}
      </Button>
    </Stack>
  );
}

/**
 * `/:account/Organizationqrcode` (and `/Organizationqrcode`, which asks the account too): the organization's kiosk
 * screen. The organization code and kiosk password sign the screen in; it then shows the organization's QR code,
 * which employees scan to check in, renewed every period when the QR is dynamic (spec: every 30 seconds).
 */
export function KioskPage() {
  const { t } = useTranslation(['attendance', 'errors', 'auth']);
  usePageTitle(t('attendance:kiosk.title'));
  const { account: pathAccount } = useParams();
  const client = useQueryClient();
  // the next code is fetched when the current one ends (a dynamic QR), by the server's clock
  const qr = useQuery({
    ...kioskQrQuery,
    refetchInterval: (q) =>
      q.state.data?.dynamic ? Math.max(250, msLeft(q.state.data, q.state.dataUpdatedAt) + 150) : false,
    refetchIntervalInBackground: true,
  });
  const [account, setAccount] = useState(pathAccount ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock] = useSubmitLock();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    lock();
    setProblem(null);
    try {
      client.setQueryData(kioskQrQuery.queryKey, await kioskLogin({ account, code, password }));
      setPassword('');
    } catch (err) {
      setProblem(errorText(t, err, 'qr'));
    }
  };
  const signOut = async () => {
    await kioskLogout();
    client.removeQueries({ queryKey: kioskQrQuery.queryKey });
    await client.invalidateQueries({ queryKey: kioskQrQuery.queryKey });
  };

  return (
    <PublicPage maxWidth={qr.data ? 520 : 440} homeTo={pathAccount ? `/${pathAccount}/login` : '/login'}>
      {qr.data ? (
        <KioskScreen qr={qr.data} received={qr.dataUpdatedAt} onSignOut={signOut} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Title order={1} size="h3">
              {t('attendance:kiosk.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('attendance:kiosk.intro')}
            </Text>
            {!pathAccount && (
              <TextInput
                label={t('attendance:kiosk.account')}
                value={account}
                onChange={(e) => setAccount(e.currentTarget.value)}
                required
                data-testid="kiosk-account"
              />
            )}
            <TextInput
              label={t('attendance:kiosk.code')}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              required
              autoCapitalize="characters"
              data-testid="kiosk-code"
            />
            <PasswordInput
              label={t('attendance:kiosk.password')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              data-testid="kiosk-password"
            />
            {problem && (
              <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="kiosk-error">
                {problem}
              </Alert>
            )}
            <Button type="submit" disabled={locked || !account || !code} data-testid="kiosk-submit">
              {t('attendance:kiosk.show')}
            </Button>
          </Stack>
        </form>
      )}
    </PublicPage>
  );
}
