import { Button, Card, Group, Pagination, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOrder } from '@staffdesk/core/shop-api';
import { openConfirm } from '../../platform/confirm.dialog.tsx';
import { QueryStates } from '../../platform/query-states.component.tsx';
import { errorText } from '../../shell/error-text.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { OrderItems } from './order-items.component.tsx';
import { cancelMine, myOrdersQuery, SHOP_KEY } from './shop.api.ts';
import { OrderStatusBadge } from './shop-parts.component.tsx';

/** My Orders: each order with its status and lines, newest first; one still Ordered may be cancelled. */
export function MyOrders() {
  const { t, i18n } = useTranslation(['shop', 'errors']);
  const [page, setPage] = useState(1);
  const query = useQuery(myOrdersQuery(page));
  const client = useQueryClient();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const cancel = (o: TOrder) =>
    openConfirm({
      title: t('shop.cancel'),
      text: t('shop.cancelConfirm', { number: o.number }),
      confirmLabel: t('shop.cancel'),
      color: 'red',
      testId: 'order-cancel-confirm',
      onConfirm: () => void cancelNow(o),
    });
  const cancelNow = async (o: TOrder) => {
    try {
      await cancelMine(o.id);
      notifySuccess(t('shop.cancelled', { number: o.number }));
      await client.invalidateQueries({ queryKey: [SHOP_KEY] });
    } catch (e) {
      notifyError(errorText(t, e));
    }
  };
  return (
    <Stack gap="sm">
      <QueryStates query={{ ...query, data: query.data?.rows }} empty={t('shop.noOrders')} testId="orders-empty" />
      {query.data?.rows.map((o) => (
        <Card key={o.id} withBorder radius="md" padding="md" data-testid="my-order" data-number={o.number}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text fw={700} ff="monospace">
                  {o.number}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('shop.orderedOn', { date: date.format(new Date(o.placedAt)) })}
                </Text>
              </div>
              <OrderStatusBadge status={o.status} />
            </Group>
            <OrderItems order={o} />
            {o.status === 'ordered' && (
              <Group justify="flex-end">
                <Button variant="light" color="red" size="xs" onClick={() => cancel(o)} data-testid="order-cancel">
                  {t('shop.cancel')}
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
      ))}
      {query.data && query.data.total > 10 && (
        <Group justify="center">
          <Pagination total={Math.ceil(query.data.total / 10)} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
