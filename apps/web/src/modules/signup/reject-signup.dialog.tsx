import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../platform/reason.dialog.tsx';
import { errorText } from '../../shell/error-text.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { invalidateConsole, rejectSignup } from './signup.api.ts';
import type { TSignupSubject } from './approve-signup.dialog.tsx';

/** The server keeps a reason of up to 1000 characters; the requester reads it in the mail. */
const REJECT_REASON_MAX = 1000;

/** Rejecting needs a reason, which is mailed to the requester; the email and account name become free again. */
export function RejectSignupDialog({ request, onClose }: { request: TSignupSubject | null; onClose: () => void }) {
  const { t } = useTranslation(['signup', 'common', 'errors']);
  return (
    <ReasonDialog
      opened={request !== null}
      onClose={onClose}
      subjectKey={request?.id ?? null}
      title={t('signup:reject.title')}
      text={request ? t('signup:reject.text', { organization: request.organization, email: request.email }) : ''}
      label={t('signup:reject.reason')}
      requiredMessage={t('signup:reject.reasonRequired')}
      maxLength={REJECT_REASON_MAX}
      confirmLabel={t('signup:actions.reject')}
      confirmIcon={<IconX size={16} aria-hidden />}
      onConfirm={(reason) => (request ? rejectSignup(request.id, reason) : Promise.reject(new Error('no request')))}
      onDone={async (r) => {
        notifySuccess(t('signup:reject.done'), t('common:messages.recordUpdated'));
        if (!r.mailSent) notifyError(t('signup:reject.mailFailed'));
        await invalidateConsole();
      }}
      failureText={(e) => errorText(t, e, 'signup')}
      testIds={{
        dialog: 'reject-dialog',
        reason: 'reject-reason',
        confirm: 'reject-confirm',
        cancel: 'reject-cancel',
        error: 'reject-error',
      }}
    />
  );
}
