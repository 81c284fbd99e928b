import type { TFunction } from 'i18next';
import type { TNotification } from '@staffdesk/core/notifications';

/** A notification's sentence in the UI language, from its kind and values. */
export const notificationText = (t: TFunction, n: Pick<TNotification, 'kind' | 'params'>) =>
  t(`notifications:kinds.${n.kind}`, { ...n.params, interpolation: { escapeValue: false } });
