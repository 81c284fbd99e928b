import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@staffdesk/core/constants';

/** Mantine's dialogs sit at z-index 200. */
const BELOW_DIALOGS = 150;
const ABOVE_ALL = 1000;

/**
 * Where toasts appear (spec 9: top-right, 5 s, close button, progress bar), at most three at once. On a phone a
 * toast would lie over an open dialog's title and buttons: there they stay under dialogs (a dialog shows its own
 * errors in place).
 */
export function Toasts() {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Notifications
      position="top-right"
      autoClose={TOAST_TIMEOUT_MS}
      withAutoCloseProgress
      limit={3}
      zIndex={phone ? BELOW_DIALOGS : ABOVE_ALL}
    />
  );
}
