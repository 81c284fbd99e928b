import { notifications } from '@mantine/notifications';

/** Toasts use the defaults of <Notifications> (top-right, 5 s, close button, progress bar). */
export function notifySuccess(message: string, title?: string): void {
  notifications.show({ message, title, color: 'teal' });
}

export function notifyError(message: string, title?: string): void {
  notifications.show({ message, title, color: 'red' });
}

export function notifyInfo(message: string, title?: string): void {
  notifications.show({ message, title });
}
