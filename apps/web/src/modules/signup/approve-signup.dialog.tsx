import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@staffdesk/core/constants';
import type { TTenantDefaults } from '@staffdesk/core/platform-settings-api';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { TenantDefaultsFields } from '../platform-settings/defaults-fields.component.tsx';
import { tenantDefaultsQuery } from '../platform-settings/platform-settings.api.ts';
import { DEFAULT_PLAN, TenantPlanFields, type TTenantPlan } from '../tenants/tenant-plan.component.tsx';
import { approveSignup, invalidateConsole, type TApproveResult } from './signup.api.ts';

export type TSignupSubject = {
  id: string;
  organization: string;
  accountName: string;
  email: string;
  name: string;
  /** the language the request was made in, where known (the detail page) */
  language?: TLanguage;
};

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
  const { t } = useTranslation(['signup', 'tenants', 'resources', 'common', 'errors']);
  const [plan, setPlan] = useState<TTenantPlan>(DEFAULT_PLAN);
  const platformDefaults = useQuery({ ...tenantDefaultsQuery, enabled: request !== null });
  const [defaults, setDefaults] = useState<TTenantDefaults | null>(null);
  const [locked, lock, unlock] = useSubmitLock();

  const mutation = useMutation({
    mutationFn: (vars: { id: string; plan: TTenantPlan; defaults: TTenantDefaults | null }) =>
      approveSignup(vars.id, { ...vars.plan, defaults: vars.defaults ?? {} }),
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
    setDefaults(null);
    reset();
    unlock();
  }, [request?.id, reset, unlock]);
  // the platform's defaults fill the fields once read
  useEffect(() => {
    const found = platformDefaults.data;
    // the company's language is the one it signed up in, unless the super admin picks another
    if (found) setDefaults((d) => d ?? { ...found, ...(request?.language ? { language: request.language } : {}) });
  }, [platformDefaults.data, request?.language]);

  const submit = () => {
    if (!request || locked || mutation.isPending) return;
    lock();
    mutation.mutate({ id: request.id, plan, defaults });
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
            {defaults && (
              <Stack gap="xs">
                <Text size="sm" fw={500}>
                  {t('signup:approve.defaultsTitle')}
                </Text>
                <TenantDefaultsFields
                  value={defaults}
                  onChange={(patch) => setDefaults((d) => (d ? { ...d, ...patch } : d))}
                  disabled={mutation.isPending}
                  testIdPrefix="approve"
                />
                {request.language && (
                  <Text size="xs" c="dimmed" data-testid="approve-requested-language">
                    {t('signup:approve.requestedLanguage', {
                      language: t(`resources:options.defaultLanguage.${request.language}`),
                    })}
                  </Text>
                )}
              </Stack>
            )}
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
