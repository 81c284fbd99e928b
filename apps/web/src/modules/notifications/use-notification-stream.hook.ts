import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_EVENTS, type TNotification, type TNotificationKind } from '@staffdesk/core/notifications';
import { queryKeys } from '../../platform/query-keys.ts';
import { notifyInfo } from '../../shell/toast.ts';
import { NOTIFICATION_STREAM_URL } from './notifications.api.ts';
import { notificationText } from './notification-text.ts';

/** The queries a kind of notification makes stale: a conversation shows its new message without a reload. */
const STALE: Partial<Record<TNotificationKind, readonly unknown[]>> = {
  message: ['messages'],
  messageReply: ['messages'],
  issueFiled: ['issues'],
  issueAssigned: ['issues'],
  issueStatus: ['issues'],
  issueComment: ['issues'],
  complaintFiled: ['complaints'],
  complaintAnswered: ['complaints'],
  letterRequested: ['letters'],
  letterIssued: ['letters'],
  letterDeclined: ['letters'],
  orderPlaced: ['shop'],
  orderStatus: ['shop'],
  incidentReported: ['incidents'],
  incidentAssigned: ['incidents'],
  taskAssigned: ['projects'],
  evaluationRequested: ['evaluations'],
  evaluationToReview: ['evaluations'],
  evaluationCompleted: ['evaluations'],
  courseAssigned: ['training'],
};

/**
 * Keeps the bell live: one EventSource per signed-in page. The server sends the unread count on connect and each
 * new notification as it is raised on any instance; the browser reconnects by itself after a drop (the count is
 * sent again then, so nothing is missed for long). The bell is keyed by user, so another login opens a new one.
 * A change of language does not reopen the stream: toasts read the current texts when they are raised.
 * Returns whether the stream is connected (its first count has arrived and it has not dropped since).
 */
export function useNotificationStream(): boolean {
  const client = useQueryClient();
  const { t } = useTranslation('notifications');
  const texts = useRef(t);
  texts.current = t;
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTIFICATION_STREAM_URL);
    const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.notifications });
    source.addEventListener(NOTIFICATION_EVENTS.unread, (e) => {
      client.setQueryData(queryKeys.notificationsUnread, JSON.parse((e as MessageEvent).data) as { count: number });
      void client.invalidateQueries({ queryKey: queryKeys.notificationList });
      void client.invalidateQueries({ queryKey: queryKeys.notificationKinds });
      setLive(true);
    });
    source.addEventListener(NOTIFICATION_EVENTS.notification, (e) => {
      const n = JSON.parse((e as MessageEvent).data) as TNotification;
      client.setQueryData<{ count: number }>(queryKeys.notificationsUnread, (old) => ({
        count: (old?.count ?? 0) + 1,
      }));
      void client.invalidateQueries({ queryKey: queryKeys.notificationList });
      void client.invalidateQueries({ queryKey: queryKeys.notificationKinds });
      const stale = STALE[n.kind];
      if (stale) void client.invalidateQueries({ queryKey: stale });
      notifyInfo(notificationText(texts.current, n), texts.current('title'));
    });
    source.addEventListener(NOTIFICATION_EVENTS.resync, refresh);
    source.addEventListener('error', () => setLive(false));
    return () => {
      source.close();
      setLive(false);
    };
  }, [client]);
  return live;
}
