import type { TFunction } from 'i18next';
import type { TNotification } from '@staffdesk/core/notifications';

/** Values that are codes, shown by their label (an issue's new status). */
const labelled = (t: TFunction, n: Pick<TNotification, 'kind' | 'params'>) =>
  n.kind === 'issueStatus'
    ? { status: t(`notifications:issueStatuses.${String(n.params.status)}`) }
    : n.kind === 'orderStatus'
      ? { status: t(`notifications:orderStatuses.${String(n.params.status)}`) }
      : {};

/** A notification's sentence in the UI language, from its kind and values. */
export const notificationText = (t: TFunction, n: Pick<TNotification, 'kind' | 'params'>) =>
  t(`notifications:kinds.${n.kind}`, { ...n.params, ...labelled(t, n), interpolation: { escapeValue: false } });
