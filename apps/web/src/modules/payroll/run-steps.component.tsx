import { Button, Group, Text, Timeline, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconCash, IconCheck, IconLock, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RUN_STEP_NAMES, RUN_STEPS, type TRun, type TRunStep } from '@staffdesk/core/payroll-api';
import { openConfirm } from '../../platform/confirm.dialog.tsx';
import { formatDateTime } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { processRun, stepRun } from './payroll.api.ts';

const LOOK: Record<TRunStep, { color: string; icon: ReactNode }> = {
  approve: { color: 'teal', icon: <IconCheck size={18} aria-hidden /> },
  reopen: { color: 'orange', icon: <IconArrowBackUp size={18} aria-hidden /> },
  paid: { color: 'green', icon: <IconCash size={18} aria-hidden /> },
  close: { color: 'dark', icon: <IconLock size={18} aria-hidden /> },
  cancel: { color: 'red', icon: <IconX size={18} aria-hidden /> },
};

/**
 * The steps a run may take next for this user: process it (again), then those of RUN_STEPS — approve, reopen, mark
 * paid, close, cancel — each asked first. A step needs its page action and, but for cancelling, its part of the user's payroll privilege; approving
 * shows why it is refused to whoever processed the run. The server decides again.
 */
export function RunSteps({ run }: { run: TRun }) {
  const { t } = useTranslation(['payroll', 'errors']);
  const session = useShellSession();
  const qc = useQueryClient();
  const step = useMutation({
    mutationFn: (s: TRunStep) => stepRun(run.id, s),
    onSuccess: (_r, s) => notifySuccess(t(`runs.done.${s}`)),
    onError: (e) => notifyError(errorText(t, e)),
    onSettled: () => qc.invalidateQueries({ queryKey: ['payroll', 'runs'] }),
  });
  const process = useMutation({
    mutationFn: () => processRun(run.id),
    onError: (e) => notifyError(errorText(t, e)),
    onSettled: () => qc.invalidateQueries({ queryKey: ['payroll', 'runs'] }),
  });
  if (run.processing) return null;
  const mayProcess = (run.status === 'open' || run.status === 'processed') && canDo(session, 'payrollProcess', 'edit');
  const allowed = RUN_STEP_NAMES.filter((s) => {
    const def = RUN_STEPS[s];
    if (!(def.from as readonly string[]).includes(run.status)) return false;
    if (!canDo(session, 'payrollProcess', def.page)) return false;
    return def.part === null || session.payrollPrivilege[def.part];
  });
  const ask = (s: TRunStep) =>
    openConfirm({
      title: t(`runs.confirm.${s}.title`),
      text: t(`runs.confirm.${s}.text`),
      confirmLabel: t(`runs.steps.${s}`),
      color: LOOK[s].color,
      testId: `confirm-run-${s}`,
      onConfirm: () => step.mutate(s),
    });
  return (
    <Group gap="xs">
      {mayProcess && (
        <Button
          variant="light"
          leftSection={<IconPlayerPlay size={18} aria-hidden />}
          loading={process.isPending}
          onClick={() => process.mutate()}
          data-testid="run-process"
        >
          {t(run.status === 'open' ? 'runs.process' : 'runs.reprocess')}
        </Button>
      )}
      {allowed.map((s) => {
        const self = s === 'approve' && run.processedByMe;
        const button = (
          <Button
            key={s}
            variant={s === 'cancel' || s === 'reopen' ? 'light' : 'filled'}
            color={LOOK[s].color}
            leftSection={LOOK[s].icon}
            disabled={self}
            loading={step.isPending && step.variables === s}
            onClick={() => ask(s)}
            data-testid={`run-step-${s}`}
          >
            {t(`runs.steps.${s}`)}
          </Button>
        );
        return self ? (
          <Tooltip key={s} label={t('errors:payrollSelfApproval')} multiline w={260}>
            {/* a disabled button gets no pointer events: the tooltip hangs on its wrapper */}
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
    </Group>
  );
}

/** Who moved a run along and when: processed, approved, paid, closed or cancelled. */
export function RunTrail({ run }: { run: TRun }) {
  const { t } = useTranslation('payroll');
  const marks = (
    [
      ['processed', run.processedByName, run.processedAt, <IconPlayerPlay key="p" size={12} aria-hidden />],
      ['approved', run.approvedByName, run.approvedAt, <IconCheck key="a" size={12} aria-hidden />],
      ['paid', run.paidByName, run.paidAt, <IconCash key="m" size={12} aria-hidden />],
      ['closed', run.closedByName, run.closedAt, <IconLock key="c" size={12} aria-hidden />],
      ['cancelled', run.cancelledByName, run.cancelledAt, <IconX key="x" size={12} aria-hidden />],
    ] as const
  ).filter(([, name, at]) => name && at);
  if (marks.length === 0) return null;
  return (
    <Timeline active={marks.length - 1} bulletSize={22} lineWidth={2} data-testid="run-trail">
      {marks.map(([key, name, at, icon]) => (
        <Timeline.Item key={key} bullet={icon} title={t(`runs.trail.${key}`, { name })}>
          <Text size="xs" c="dimmed">
            {formatDateTime(at!)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
