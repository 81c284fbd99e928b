import {
  Alert,
  Button,
  FileInput,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconQrcode, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../platform/form-layout.component.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { type TVisit, type TVisitType, VISIT_TYPES } from '@staffdesk/core/visitors-api';
import { isApiError } from '../../platform/api-client.ts';
import { QrScanner } from '../../platform/camera/qr-scanner.component.tsx';
import { RemoteSelect } from '../../platform/remote-select.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { PunchCamera, type TCameraState } from '../attendance/punch-camera.component.tsx';
import { hostSearch, registerVisit, scanPass, VISITOR_PATHS, VISITORS_KEY } from './visitors.api.ts';
import { useVisitDraft } from './use-visit-draft.hook.tsx';
import { VisitStatusBadge } from './visitor-parts.component.tsx';

type TDraft = {
  visitorName: string;
  contactNumber: string;
  company: string;
  hostId: string;
  visitType: TVisitType | '';
  reason: string;
  vehicle: string;
  licensePlate: string;
};
const EMPTY: TDraft = {
  visitorName: '',
  contactNumber: '',
  company: '',
  hostId: '',
  visitType: '',
  reason: '',
  vehicle: '',
  licensePlate: '',
};

/** A data URL taken by the camera as a file to upload (decoded here: the page's policy fetches no data: URL). */
function fileOf(dataUrl: string) {
  const [head, body = ''] = dataUrl.split(',', 2);
  const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  const type = /^data:([^;]+)/.exec(head ?? '')?.[1] ?? 'image/jpeg';
  return new File([bytes], 'visitor.jpg', { type });
}

/**
 * `/guests/checkinout` (guards): scan a pass to check a visitor in or out, or register a walk-in with a photo from
 * the device's camera (spec: 'Please Start the camera', 'Please add the image') and an optional ID document.
 */
export function VisitRegisterPage() {
  const { t } = useTranslation(['visitors', 'menu']);
  const title = t('menu:visitorRegister');
  usePageTitle(title);
  const session = useShellSession();
  const list = `/${session.account}/${VISITOR_PATHS.list}`;
  // the guard post's "Scan a pass" opens the scan tab
  const tab = useSearchParams()[0].get('tab');
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader crumbs={[{ label: t('menu:visitorList'), to: list }, { label: title }]} title={title} />
      <Tabs defaultValue={tab === 'scan' ? 'scan' : 'register'} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="register" leftSection={<IconUserPlus size={16} aria-hidden />} data-testid="tab-register">
            {t('register.title')}
          </Tabs.Tab>
          <Tabs.Tab value="scan" leftSection={<IconQrcode size={16} aria-hidden />} data-testid="tab-scan">
            {t('scan.title')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="register" pt="md">
          <RegisterForm />
        </Tabs.Panel>
        <Tabs.Panel value="scan" pt="md">
          <ScanPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function RegisterForm() {
  const { t } = useTranslation(['visitors', 'common', 'errors']);
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { d, set, errors, setErrors, text } = useVisitDraft<TDraft>(() => EMPTY, 'visit');
  const [camera, setCamera] = useState<TCameraState>({ started: false, photo: null });
  const [document, setDocument] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    for (const k of ['visitorName', 'hostId', 'visitType'] as const)
      if (!d[k].trim()) missing[k] = t('common:validation.required');
    // spec: 'Please Start the camera' before it was started, 'Please add the image' before a photo was taken
    if (!camera.photo) missing.photo = camera.started ? t('camera.addImage') : t('camera.start');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      const form = new FormData();
      for (const [k, v] of Object.entries(d)) form.append(k, v);
      form.append('photo', fileOf(camera.photo!));
      if (document) form.append('document', document);
      const v = await registerVisit(form);
      notifySuccess(t('register.done', { name: v.visitorName }));
      await client.invalidateQueries({ queryKey: [VISITORS_KEY] });
      navigate(`/${session.account}/${VISITOR_PATHS.view}/${v.id}`);
    } catch (err) {
      unlock();
      if (isApiError(err) && err.fields && (err.code === 'validation' || err.code === 'fileType'))
        setErrors(fieldErrors(t, err.fields));
      else setProblem(errorText(t, err));
    }
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormProblem text={problem} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('fields.photo')}{' '}
              <Text span c="red">
                *
              </Text>
            </Text>
            <PunchCamera
              value={camera}
              onChange={(c) => {
                setCamera(c);
                setErrors((e) => ({ ...e, photo: '' }));
              }}
              hint={t('register.photoHint')}
              facing="environment"
            />
            {errors.photo && (
              <Text size="sm" c="var(--mantine-color-error)" data-testid="visit-photo-error">
                {errors.photo}
              </Text>
            )}
          </Stack>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {text('visitorName', t('fields.visitorName'), { withAsterisk: true, maxLength: 150 })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {text('contactNumber', t('fields.contactNumber'), { inputMode: 'tel', maxLength: 30 })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>{text('company', t('fields.company'), { maxLength: 150 })}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <RemoteSelect
                label={t('fields.host')}
                query={hostSearch}
                value={d.hostId}
                onChange={(v) => set({ hostId: v })}
                withAsterisk
                error={errors.hostId}
                data-testid="visit-host"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('fields.visitType')}
                data={VISIT_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
                value={d.visitType || null}
                onChange={(v) => set({ visitType: (v ?? '') as TVisitType | '' })}
                withAsterisk
                error={errors.visitType}
                data-testid="visit-type"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>{text('vehicle', t('fields.vehicle'), { maxLength: 100 })}</Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              {text('licensePlate', t('fields.licensePlate'), { maxLength: 30 })}
            </Grid.Col>
          </Grid>
          <Textarea
            label={t('fields.reason')}
            value={d.reason}
            onChange={(e) => set({ reason: e.currentTarget.value })}
            maxLength={500}
            autosize
            minRows={2}
            error={errors.reason}
          />
          <FileInput
            label={t('fields.document')}
            description={t('register.documentHint')}
            accept="application/pdf,image/png,image/jpeg"
            value={document}
            onChange={setDocument}
            clearable
            error={errors.document}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={locked} data-testid="visit-save">
              {t('register.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The pass's QR read by the camera or a hand scanner (which types the token): in if expected, out if inside. */
function ScanPanel() {
  const { t } = useTranslation(['visitors', 'errors']);
  const client = useQueryClient();
  const [token, setToken] = useState('');
  const [last, setLast] = useState<TVisit | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const scan = async (value: string) => {
    if (!value.trim() || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const v = await scanPass(value.trim());
      setLast(v);
      setToken('');
      await client.invalidateQueries({ queryKey: [VISITORS_KEY] });
    } catch (e) {
      setProblem(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('scan.hint')}
        </Text>
        <QrScanner onScan={(text) => void scan(text)} paused={busy} />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void scan(token);
          }}
        >
          <Group align="flex-end" gap="xs">
            <TextInput
              label={t('scan.token')}
              value={token}
              onChange={(e) => setToken(e.currentTarget.value)}
              style={{ flex: 1 }}
              data-testid="scan-token"
            />
            <Button type="submit" loading={busy} data-testid="scan-submit">
              {t('scan.submit')}
            </Button>
          </Group>
        </form>
        {problem && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="scan-problem">
            {problem}
          </Alert>
        )}
        {last && (
          <Paper withBorder p="md" radius="md" data-testid="scan-result">
            <Group justify="space-between">
              <div>
                <Title order={3} size="h4">
                  {last.visitorName}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('fields.host')}: {last.hostName}
                </Text>
              </div>
              <VisitStatusBadge status={last.status} />
            </Group>
          </Paper>
        )}
      </Stack>
    </Paper>
  );
}
