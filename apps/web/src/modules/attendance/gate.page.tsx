import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconLogin2, IconLogout2 } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGateResult } from '@staffdesk/core/attendance-api';
import { timeIn } from '@staffdesk/core/time-zones';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { gatePunch, insideQuery } from './attendance.api.ts';
import { QrScanner } from '../../platform/camera/qr-scanner.component.tsx';
import { PersonCell, PlaceInCompanyCell } from './person-cells.component.tsx';

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * `/attendance/ListingCheckoutSecurity` (the guard's gate): checks an employee in or out by their ID card's QR code —
 * read by the device's camera, or typed by a hand scanner (and Enter) — or by Employee ID and access code; the
 * direction follows the employee. Below, who is inside now.
 */
export function GatePage() {
  const { t } = useTranslation(['attendance', 'errors']);
  usePageTitle(t('attendance:gate.title'));
  const client = useQueryClient();
  const inside = useQuery(insideQuery);
  const [mode, setMode] = useState<'card' | 'code'>('card');
  const [card, setCard] = useState('');
  const [employeeCode, setEmployeeCode] = useState('');
  const [accessCode, setAccessCode] = useState('');
  const [result, setResult] = useState<TGateResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [locked, lock] = useSubmitLock();
  const cardInput = useRef<HTMLInputElement>(null);

  /** `typed`: back to the field after (not after a camera scan, where a phone would open its keyboard) */
  const send = async (body: Parameters<typeof gatePunch>[0], typed: boolean) => {
    setBusy(true);
    setProblem(null);
    setResult(null);
    try {
      const r = await gatePunch(body);
      setResult(r);
      setCard('');
      setAccessCode('');
      await client.invalidateQueries({ queryKey: insideQuery.queryKey });
    } catch (err) {
      setProblem(errorText(t, err));
    } finally {
      setBusy(false);
      if (typed) cardInput.current?.focus();
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (mode === 'code') lock();
    void send(mode === 'card' ? { cardToken: card.trim() } : { employeeCode, accessCode }, true);
  };

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        {t('attendance:gate.title')}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SegmentedControl
              value={mode}
              onChange={(v) => setMode(v as 'card' | 'code')}
              data={[
                { value: 'card', label: t('attendance:gate.byCard') },
                { value: 'code', label: t('attendance:gate.byCode') },
              ]}
              fullWidth
            />
            {mode === 'card' ? (
              <Stack gap="sm">
                <TextInput
                  ref={cardInput}
                  label={t('attendance:gate.card')}
                  description={t('attendance:gate.cardHint')}
                  value={card}
                  onChange={(e) => setCard(e.currentTarget.value)}
                  autoFocus
                  autoComplete="off"
                  data-testid="gate-card"
                />
                <QrScanner paused={busy} onScan={(text) => !busy && void send({ cardToken: text }, false)} />
              </Stack>
            ) : (
              <Group grow align="flex-start">
                <TextInput
                  label={t('attendance:fields.employeeCode')}
                  value={employeeCode}
                  onChange={(e) => setEmployeeCode(e.currentTarget.value)}
                  autoComplete="off"
                  data-testid="gate-employee"
                />
                <PasswordInput
                  label={t('attendance:gate.accessCode')}
                  value={accessCode}
                  onChange={(e) => setAccessCode(e.currentTarget.value)}
                  inputMode="numeric"
                  autoComplete="off"
                  data-testid="gate-access-code"
                />
              </Group>
            )}
            <Button
              type="submit"
              size="lg"
              loading={busy}
              disabled={(mode === 'card' ? !card.trim() : !employeeCode || !accessCode) || (mode === 'code' && locked)}
              data-testid="gate-submit"
            >
              {t('attendance:gate.submit')}
            </Button>
            {result && (
              <Alert
                color={result.kind === 'in' ? 'teal' : 'orange'}
                icon={result.kind === 'in' ? <IconLogin2 size={20} /> : <IconLogout2 size={20} />}
                data-testid="gate-result"
                data-kind={result.kind}
              >
                <Text fw={700}>
                  {result.employeeName} · {result.employeeCode}
                </Text>
                <Text size="sm">
                  {t(result.kind === 'in' ? 'attendance:gate.in' : 'attendance:gate.out', {
                    time: timeIn(BROWSER_ZONE, new Date(result.at)),
                  })}
                  {result.departmentName ? ` · ${result.departmentName}` : ''}
                </Text>
              </Alert>
            )}
            {problem && (
              <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="gate-error">
                {problem}
              </Alert>
            )}
          </Stack>
        </form>
      </Paper>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4">
            {t('attendance:gate.inside')}
          </Title>
          <Badge variant="light" data-testid="inside-count">
            {inside.data?.length ?? 0}
          </Badge>
        </Group>
        {(inside.data?.length ?? 0) === 0 ? (
          <Text c="dimmed" size="sm">
            {t('attendance:gate.nobody')}
          </Text>
        ) : (
          // no scroll container: on a phone a region scrolled sideways could not be reached by keyboard
          <Table striped data-testid="inside">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('attendance:fields.employee')}</Table.Th>
                <Table.Th>{t('attendance:fields.department')}</Table.Th>
                <Table.Th>{t('attendance:gate.since')}</Table.Th>
                <Table.Th>{t('attendance:view.how')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {inside.data?.map((r) => (
                <Table.Tr key={r.employeeId}>
                  <Table.Td>
                    <PersonCell r={r} />
                  </Table.Td>
                  <Table.Td>
                    <PlaceInCompanyCell r={r} />
                  </Table.Td>
                  <Table.Td>{timeIn(r.timezone, new Date(r.since))}</Table.Td>
                  <Table.Td>{t(`attendance:sources.${r.source}`, { defaultValue: r.source })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}
