import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { DEFAULT_PLAN, TenantPlanFields, type TTenantPlan } from '../tenants/tenant-plan.component.tsx';
import { approveSignup, invalidateConsole, type TApproveResult } from './signup.api.ts';

export type TSignupSubject = { id: string; organization: string; accountName: string; email: string; name: string };

type TApproveSignupDialogProps = {
  request: TSignupSubject | null;
  onClose: () => void;
  onDone?: (result: TApproveResult) => void;
};

/**
 * Approving creates the tenant (account name, package, feature flags), its first organization and its HR admin,
 * who is mailed a single-use link to set a password (decision 0006).
 */
export function ApproveSignupDialog({ request, onClose, onDone }: TApproveSignupDialogProps) {
  const { t } = useTranslation(['signup', 'tenants', 'common', 'errors']);
  const [plan, setPlan] = useState<TTenantPlan>(DEFAULT_PLAN);
  const [locked, lock, unlock] = useSubmitLock();

  const mutation = useMutation({
    mutationFn: (vars: { id: string; plan: TTenantPlan }) => approveSignup(vars.id, vars.plan),
    onSuccess: async (result) => {
      notifySuccess(t('signup:approve.done', { account: result.tenant.account }), t('common:messages.recordUpdated'));
      if (!result.mailSent) notifyError(t('signup:approve.mailFailed', { email: result.hrAdmin.email }));
      onClose();
      await invalidateConsole();
      onDone?.(result);
    },
  });
  const { reset } = mutation;

  // biome-ignore lint/correctness/useExhaustiveDependencies: another request (the trigger) starts a fresh form
  useEffect(() => {
    setPlan(DEFAULT_PLAN);
    reset();
    unlock();
  }, [request?.id, reset, unlock]);

  const submit = () => {
    if (!request || locked || mutation.isPending) return;
    lock();
    mutation.mutate({ id: request.id, plan });
  };

  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={t('signup:approve.title')}
      size="lg"
      data-testid="approve-dialog"
    >
      {request && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
              <Text size="sm" fw={600}>
                {request.organization}
              </Text>
              <Text size="sm" c="dimmed">
                {t('signup:approve.account', { account: request.accountName })}
              </Text>
              <Text size="sm" mt={6}>
                {t('signup:approve.text', { name: request.name, email: request.email })}
              </Text>
            </Paper>
            <TenantPlanFields value={plan} onChange={setPlan} disabled={mutation.isPending} testIdPrefix="approve" />
            {mutation.isError && (
              <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="approve-error">
                {errorText(t, mutation.error, 'signup')}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} data-testid="approve-cancel">
                {t('common:actions.cancel')}
              </Button>
              <Button
                type="submit"
                color="teal"
                leftSection={<IconCheck size={16} aria-hidden />}
                loading={mutation.isPending}
                disabled={locked && !mutation.isPending}
                data-testid="approve-confirm"
              >
                {t('signup:actions.approve')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
