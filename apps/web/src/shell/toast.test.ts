import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { notifyError, notifySuccess } from './toast.ts';

const shown = () => [...notificationsStore.getState().notifications, ...notificationsStore.getState().queue];

afterEach(() => notifications.clean());

describe('toasts', () => {
  it('do not stack the same message while it is on screen', () => {
    notifyError('Can not send email');
    notifyError('Can not send email');
    notifyError('Can not send email');
    expect(shown().filter((n) => n.message === 'Can not send email')).toHaveLength(1);
  });

  it('show different messages, and the same text in another colour, side by side', () => {
    notifyError('Saved');
    notifySuccess('Saved');
    notifySuccess('Deleted');
    expect(shown()).toHaveLength(3);
  });

  it('show a message again once the first was closed', () => {
    notifySuccess('Record added');
    const [first] = shown();
    first?.onClose?.(first);
    notifications.hide(first?.id ?? '');
    notifications.clean();
    notifySuccess('Record added');
    expect(shown()).toHaveLength(1);
  });
});
