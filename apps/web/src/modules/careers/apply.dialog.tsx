import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Collapse,
  Group,
  Input,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconFileText, IconSend, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
// The application dialog is its own lazy chunk: the contract's schema (zod) loads when a visitor opens it.
import { APPLICATION_MESSAGES, RESUME_ACCEPT, RESUME_FIELD, ZApplicationInput } from '@staffdesk/core/careers';
import { DIALOG_MAX_WIDTH_PX } from '@staffdesk/core/constants';
import { isApiError } from '../../platform/api-client.ts';
import { RichHtml } from '../../platform/rich-html.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { resumeProblem } from './apply-checks.ts';
import { applyToJob, disclosureQuery, type TBoardSource } from './careers-public.api.ts';
import classes from './apply.module.css';

type TApplyField = 'name' | 'mobileNo' | 'email' | 'resume' | 'profileUrl' | 'videoUrl' | 'disclosureApproved';
type TErrors = Partial<Record<TApplyField, string>>;

/** Spec 5: each field's message key (the English texts are the spec's). */
const FIELD_MESSAGE: Record<TApplyField, string> = {
  name: 'applyForm.errors.name',
  mobileNo: 'applyForm.errors.mobileNo',
  email: 'applyForm.errors.email',
  resume: 'applyForm.errors.resume',
  profileUrl: 'applyForm.errors.profileUrl',
  videoUrl: 'applyForm.errors.videoUrl',
  disclosureApproved: 'applyForm.errors.disclosure',
};
/** The key of a message the form's schema or the server gave (an empty and a wrong value say different things). */
const MESSAGE_KEY = new Map<string, string>([
  [APPLICATION_MESSAGES.mobileNoInvalid, 'applyForm.errors.mobileNoInvalid'],
  [APPLICATION_MESSAGES.videoUrlInvalid, 'applyForm.errors.videoUrlInvalid'],
]);
const messageKey = (field: TApplyField, message: string | undefined) =>
  (message && MESSAGE_KEY.get(message)) ?? FIELD_MESSAGE[field];
const FIELD_ORDER: readonly TApplyField[] = [
  'name',
  'mobileNo',
  'email',
  'resume',
  'profileUrl',
  'videoUrl',
  'disclosureApproved',
];
const isApplyField = (k: string): k is TApplyField => (FIELD_ORDER as readonly string[]).includes(k);

/** The translated toast of a failed application: the server's specific reason when it has one (spec 8). */
function failureKey(error: unknown): string {
  if (!isApiError(error)) return 'applyForm.result.failed';
  switch (error.code) {
    case 'alreadyApplied':
      return 'applyForm.result.alreadyApplied';
    case 'jobClosed':
      return 'applyForm.result.jobClosed';
    case 'resumeRequired':
      return 'applyForm.result.noFile';
    case 'fileTooLarge':
      return 'applyForm.errors.fileTooLarge';
    case 'resumeType':
      return 'applyForm.errors.resumeType';
    case 'tooManyRequests':
      return 'applyForm.result.tooManyRequests';
    default:
      if (error.status === 429) return 'applyForm.result.tooManyRequests';
      if (error.status === 0) return 'applyForm.result.network';
      return 'applyForm.result.failed';
  }
}

type TApplyDialogProps = {
  src: TBoardSource;
  job: { id: string; title: string } | null;
  hasDisclosure: boolean;
  onClose: () => void;
  /** an employee applies as themselves: name and email come from their record (the server ignores the form's) */
  applicant?: { name: string; email: string };
};

/**
 * Apply (spec 2.1, 4, 5, 8): name, mobile, email, résumé, optional profile link and introductory video, and the
 * 'See and Approve Disclosure' box. Opening resets the box; submit is enabled only once it is ticked, disabled
 * while sending and locked 5 seconds after a submit.
 */
export function ApplyDialog({ src, job, hasDisclosure, onClose, applicant }: TApplyDialogProps) {
  const { t } = useTranslation('careers');
  const phone = useMediaQuery('(max-width: 36em)');
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState(applicant?.name ?? '');
  const [mobileNo, setMobileNo] = useState('');
  const [email, setEmail] = useState(applicant?.email ?? '');
  const [profileUrl, setProfileUrl] = useState('');
  const [videoUrl, setVideoUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [approved, setApproved] = useState(false);
  const [showDisclosure, setShowDisclosure] = useState(false);
  const [errors, setErrors] = useState<TErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [locked, lock] = useSubmitLock();
  const disclosure = useQuery({ ...disclosureQuery(src), enabled: job !== null && hasDisclosure && showDisclosure });

  // Spec 4: every opening starts with the approval box cleared (and no stale file or errors); contact details stay.
  useEffect(() => {
    if (!job) return;
    setApproved(false);
    setShowDisclosure(false);
    setFile(null);
    setErrors({});
    setFormError(null);
    if (fileRef.current) fileRef.current.value = '';
  }, [job]);

  const apply = useMutation({
    mutationFn: (form: FormData) => applyToJob(src, job?.id ?? '', form),
    onSuccess: () => {
      notifySuccess(t('applyForm.result.success'));
      onClose();
    },
    onError: (error) => {
      // a duplicate is about the address: said once, under the email field (not 'Enter Email!', no toast)
      if (isApiError(error) && error.code === 'alreadyApplied') {
        setErrors({ email: t('applyForm.result.alreadyApplied') });
        setFormError(null);
        return;
      }
      if (isApiError(error) && error.fields) {
        const fields: TErrors = {};
        for (const [key, message] of Object.entries(error.fields))
          if (isApplyField(key)) fields[key] = t(messageKey(key, message));
        setErrors(fields);
      }
      const message = t(failureKey(error));
      setFormError(message);
      notifyError(message);
    },
  });

  const clearError = (key: TApplyField) =>
    setErrors((prev) => {
      if (!prev[key]) return prev;
      const next = { ...prev };
      delete next[key];
      return next;
    });

  const pickFile = (picked: File | null) => {
    setFile(picked);
    const problem = picked ? resumeProblem(picked) : null;
    setErrors((prev) => {
      const next = { ...prev };
      if (problem) next.resume = t(`applyForm.errors.${problem}`);
      else delete next.resume;
      return next;
    });
  };

  const focusFirst = (found: TErrors) => {
    const first = FIELD_ORDER.find((k) => found[k]);
    if (!first) return;
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus());
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!job || !approved || locked || apply.isPending) return;
    setFormError(null);
    const found: TErrors = {};
    const parsed = ZApplicationInput.safeParse({
      name,
      mobileNo,
      email,
      profileUrl,
      videoUrl,
      disclosureApproved: approved,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (isApplyField(key)) found[key] ??= t(messageKey(key, issue.message));
      }
    }
    const fileProblem = resumeProblem(file);
    if (fileProblem) found.resume = t(`applyForm.errors.${fileProblem}`);
    setErrors(found);
    // Spec 8: a submit without a file says so.
    if (fileProblem === 'resume') notifyError(t('applyForm.result.noFile'));
    if (Object.keys(found).length > 0 || !parsed.success || !file) {
      focusFirst(found);
      return;
    }
    const form = new FormData();
    const v = parsed.data;
    form.set('name', v.name);
    form.set('mobileNo', v.mobileNo);
    form.set('email', v.email);
    if (v.profileUrl) form.set('profileUrl', v.profileUrl);
    if (v.videoUrl) form.set('videoUrl', v.videoUrl);
    form.set('disclosureApproved', 'true');
    form.set(RESUME_FIELD, file, file.name);
    // Spec 9: the button stays locked for 5 seconds after a submit, whatever the answer.
    lock();
    apply.mutate(form);
  };

  const describedBy = (key: TApplyField) => (errors[key] ? `${fileId}-${key}-error` : undefined);

  return (
    <Modal
      opened={job !== null}
      onClose={onClose}
      size={DIALOG_MAX_WIDTH_PX}
      fullScreen={phone}
      title={job ? t('applyForm.title', { title: job.title }) : ''}
      data-testid="apply-dialog"
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <form ref={formRef} onSubmit={submit} noValidate data-testid="apply-form">
        <Stack gap="md">
          {formError && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="apply-error">
              {formError}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('applyForm.name')}
              withAsterisk
              autoComplete="name"
              maxLength={100}
              value={name}
              readOnly={Boolean(applicant)}
              description={applicant ? t('applyForm.fromRecord') : undefined}
              onChange={(e) => {
                setName(e.currentTarget.value);
                clearError('name');
              }}
              error={errors.name}
              data-field="name"
              data-testid="apply-name"
            />
            <TextInput
              label={t('applyForm.mobileNo')}
              withAsterisk
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={20}
              value={mobileNo}
              // numeric (spec 5): digits, with an optional leading + and spaces
              onChange={(e) => {
                setMobileNo(e.currentTarget.value.replace(/[^\d+ ]/g, ''));
                clearError('mobileNo');
              }}
              error={errors.mobileNo}
              data-field="mobileNo"
              data-testid="apply-mobile"
            />
          </SimpleGrid>
          <TextInput
            label={t('applyForm.email')}
            withAsterisk
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={150}
            value={email}
            readOnly={Boolean(applicant)}
            description={applicant ? t('applyForm.fromRecord') : undefined}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              clearError('email');
            }}
            error={errors.email}
            data-field="email"
            data-testid="apply-email"
          />

          <Input.Wrapper
            label={t('applyForm.resume')}
            withAsterisk
            description={t('applyForm.resumeHint')}
            error={errors.resume}
            errorProps={{ id: `${fileId}-resume-error` }}
            labelProps={{ htmlFor: fileId }}
          >
            <Paper
              withBorder
              p="sm"
              mt={6}
              className={classes.fileBox}
              data-invalid={errors.resume ? 'true' : undefined}
            >
              <input
                ref={fileRef}
                id={fileId}
                type="file"
                accept={RESUME_ACCEPT}
                className={classes.fileInput}
                onChange={(e) => pickFile(e.currentTarget.files?.[0] ?? null)}
                aria-invalid={errors.resume ? true : undefined}
                aria-describedby={describedBy('resume')}
                data-field="resume"
                data-testid="apply-resume"
              />
              <Group gap="sm" wrap="nowrap">
                <Button
                  component="label"
                  htmlFor={fileId}
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  className={classes.fileButton}
                >
                  {t('applyForm.chooseFile')}
                </Button>
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  {file && <IconFileText size={18} aria-hidden style={{ flex: 'none' }} />}
                  <Text size="sm" c={file ? undefined : 'dimmed'} truncate data-testid="apply-resume-name">
                    {file ? file.name : t('applyForm.noFile')}
                  </Text>
                </Group>
              </Group>
            </Paper>
          </Input.Wrapper>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('applyForm.profileUrl')}
              description={t('applyForm.profileHint')}
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={500}
              value={profileUrl}
              onChange={(e) => {
                setProfileUrl(e.currentTarget.value);
                clearError('profileUrl');
              }}
              error={errors.profileUrl}
              data-field="profileUrl"
              data-testid="apply-profile"
            />
            <TextInput
              label={t('applyForm.videoUrl')}
              description={t('applyForm.videoHint')}
              type="url"
              inputMode="url"
              placeholder="https://www.youtube.com/watch?v=…"
              maxLength={500}
              value={videoUrl}
              onChange={(e) => {
                setVideoUrl(e.currentTarget.value);
                clearError('videoUrl');
              }}
              error={errors.videoUrl}
              data-field="videoUrl"
              data-testid="apply-video"
            />
          </SimpleGrid>

          <Paper withBorder p="sm" radius="md">
            <Stack gap={6}>
              <Checkbox
                label={t('applyForm.disclosure')}
                checked={approved}
                onChange={(e) => {
                  setApproved(e.currentTarget.checked);
                  clearError('disclosureApproved');
                }}
                error={errors.disclosureApproved}
                data-field="disclosureApproved"
                data-testid="apply-disclosure-checkbox"
              />
              {hasDisclosure && (
                <>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => setShowDisclosure((o) => !o)}
                    aria-expanded={showDisclosure}
                    aria-controls={`${fileId}-disclosure`}
                    ml={32}
                    style={{ alignSelf: 'flex-start' }}
                    data-testid="apply-read-disclosure"
                  >
                    {t(showDisclosure ? 'applyForm.hideDisclosure' : 'applyForm.readDisclosure')}
                  </Anchor>
                  <Collapse expanded={showDisclosure} id={`${fileId}-disclosure`}>
                    <Paper
                      bg="var(--mantine-color-default-hover)"
                      p="sm"
                      radius="sm"
                      mah={260}
                      style={{ overflowY: 'auto' }}
                      tabIndex={0}
                    >
                      {disclosure.data ? (
                        <RichHtml html={disclosure.data.description} testId="apply-disclosure-text" />
                      ) : (
                        <Text size="sm" c="dimmed">
                          {disclosure.error ? t('errors.loadText') : t('loading')}
                        </Text>
                      )}
                    </Paper>
                  </Collapse>
                </>
              )}
            </Stack>
          </Paper>

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-testid="apply-cancel">
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              leftSection={<IconSend size={16} aria-hidden />}
              loading={apply.isPending}
              disabled={!approved || locked || apply.isPending}
              data-testid="apply-submit"
            >
              {t('applyForm.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
