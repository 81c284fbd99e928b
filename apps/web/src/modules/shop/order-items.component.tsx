import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOrder } from '@staffdesk/core/shop-api';
import { ProductThumb, useMoney } from './shop-parts.component.tsx';

/** An order's lines as ordered (prices kept on the order), with its totals and how it is paid. */
export function OrderItems({ order }: { order: TOrder }) {
  const { t } = useTranslation('shop');
  const money = useMoney();
  return (
    <Stack gap="sm">
      <Stack gap="xs" data-testid="order-items">
        {order.items.map((i) => (
          <Group key={i.productId} gap="sm" wrap="nowrap" align="flex-start">
            <ProductThumb url={i.imageUrl} alt="" size={44} />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600} lineClamp={2}>
                {i.name}
              </Text>
              <Text size="xs" c="dimmed">
                {i.sku} · {i.quantity} × {money(i.unitPrice, order.currency)}
                {order.payment === 'points' && i.unitPoints !== null
                  ? ` · ${t('shop.points', { count: i.unitPoints })}`
                  : ''}
              </Text>
            </Stack>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {money(i.lineTotal, order.currency)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Divider />
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">
          {t('orders.payment')}: <b>{t(`payments.${order.payment}`)}</b>
          {order.deductionMonth ? ` · ${t('shop.deductedIn', { month: order.deductionMonth })}` : ''}
        </Text>
        <Text fw={700} data-testid="order-total">
          {order.payment === 'points'
            ? t('shop.points', { count: order.totalPoints })
            : money(order.totalMoney, order.currency)}
        </Text>
      </Group>
      {order.note && (
        <Text size="sm" c="dimmed">
          {t('orders.note')}: {order.note}
        </Text>
      )}
      {order.status === 'rejected' && order.reason && (
        <Text size="sm" c="var(--mantine-color-red-text)" data-testid="order-reason">
          {t('shop.rejectedBecause', { reason: order.reason })}
        </Text>
      )}
    </Stack>
  );
}
