import { notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@staffdesk/core/constants';

/**
 * Toasts use the defaults of <Toasts> (top-right, 5 s, close button, progress bar). The same message while it is
 * still on screen is not stacked again: the one showing starts its 5 s over.
 */
const showing = new Set<string>();

function toast(color: string | undefined, message: string, title?: string): void {
  const id = `toast:${color ?? ''}:${title ?? ''}:${message}`;
  const options = { id, message, title, color, autoClose: TOAST_TIMEOUT_MS, onClose: () => showing.delete(id) };
  if (showing.has(id)) {
    notifications.update(options);
    return;
  }
  showing.add(id);
  notifications.show(options);
}

export function notifySuccess(message: string, title?: string): void {
  toast('teal', message, title);
}

export function notifyError(message: string, title?: string): void {
  toast('red', message, title);
}

export function notifyInfo(message: string, title?: string): void {
  toast(undefined, message, title);
}
