import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconShoppingCartOff, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_QUANTITY_MAX, type TOrder, type TPaymentMethod } from '@staffdesk/core/shop-api';
import { isApiError } from '../../platform/api-client.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { placeMine, placeOrderFor, quoteFor, quoteMine, SHOP_KEY } from './shop.api.ts';
import { ProductThumb, useMoney } from './shop-parts.component.tsx';
import type { TCart } from './use-cart.hook.ts';

/**
 * The cart and Place Order: the lines priced now by the server (a line no longer to be had is marked), the totals
 * in money and points, the payments open to the employee with what each means, and an optional note.
 */
export function ShopCart({
  cart,
  onPlaced,
  employeeId,
}: {
  cart: TCart;
  onPlaced: (o: TOrder) => void;
  /** HR ordering for an employee (`/shopsorder/add`); none: the employee's own cart */
  employeeId?: string;
}) {
  const { t } = useTranslation(['shop', 'errors']);
  const money = useMoney();
  const client = useQueryClient();
  const quote = useQuery({
    queryKey: [SHOP_KEY, 'quote', cart.lines, employeeId ?? null],
    queryFn: () => (employeeId ? quoteFor({ items: cart.lines, employeeId }) : quoteMine(cart.lines)),
    enabled: cart.lines.length > 0 && employeeId !== '',
    placeholderData: keepPreviousData,
  });
  const [payment, setPayment] = useState<TPaymentMethod | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const q = quote.data;
  useEffect(() => {
    if (q && (!payment || !q.payments.includes(payment))) setPayment(q.payments[0] ?? null);
  }, [q, payment]);

  if (cart.lines.length === 0)
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs">
          <IconShoppingCartOff size={40} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text c="dimmed" data-testid="cart-empty">
            {t('shop.noItems')}
          </Text>
        </Stack>
      </Paper>
    );
  if (!q) return quote.isError ? <Alert color="red">{errorText(t, quote.error)}</Alert> : <Skeleton h={240} />;

  const unavailable = q.items.some((i) => !i.available || i.stockStatus === 'outOfStock');
  const notEnough = payment === 'points' && q.totalPoints !== null && q.totalPoints > q.pointsBalance;
  const place = async () => {
    if (!payment) return;
    lock();
    setProblem(null);
    try {
      const body = { items: cart.lines, payment, note: note.trim() || null };
      const o = employeeId ? await placeOrderFor({ ...body, employeeId }) : await placeMine(body);
      cart.clear();
      notifySuccess(t('shop.placed', { number: o.number }));
      await client.invalidateQueries({ queryKey: [SHOP_KEY] });
      onPlaced(o);
    } catch (e) {
      unlock();
      setProblem(errorText(t, e));
      if (isApiError(e)) await quote.refetch();
    }
  };
  return (
    <Stack gap="md">
      <Stack gap="xs" data-testid="cart-lines">
        {q.items.map((i) => (
          <Card key={i.productId} withBorder radius="md" padding="sm" data-testid="cart-line">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ProductThumb url={i.imageUrl} alt="" size={64} />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600} lineClamp={2}>
                  {i.name || t('shop.unavailable')}
                </Text>
                <Text size="xs" c="dimmed">
                  {money(i.unitPrice, q.currency ?? 'USD')}
                  {i.unitPoints !== null ? ` · ${t('shop.points', { count: i.unitPoints })}` : ''}
                </Text>
                {(!i.available || i.stockStatus === 'outOfStock') && (
                  <Text size="xs" c="var(--mantine-color-red-text)">
                    {i.available ? t('shop.outOfStock') : t('shop.unavailable')}
                  </Text>
                )}
                <Group gap="xs" wrap="nowrap">
                  <NumberInput
                    aria-label={t('shop.quantity')}
                    value={i.quantity}
                    onChange={(v) => cart.setQuantity(i.productId, Number(v) || 0)}
                    min={1}
                    max={ORDER_QUANTITY_MAX}
                    w={90}
                    size="xs"
                    data-testid="cart-quantity"
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`${t('shop.remove')} ${i.name}`}
                    onClick={() => cart.setQuantity(i.productId, 0)}
                    data-testid="cart-remove"
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Stack>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money(i.lineTotal, q.currency ?? 'USD')}
              </Text>
            </Group>
          </Card>
        ))}
      </Stack>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('shop.summary')}
          </Title>
          <Group justify="space-between">
            <Text>{t('shop.subtotal')}</Text>
            <Text fw={700} data-testid="cart-total">
              {money(q.totalMoney, q.currency ?? 'USD')}
            </Text>
          </Group>
          {q.totalPoints !== null && (
            <Group justify="space-between">
              <Text>{t('shop.totalPoints')}</Text>
              <Text fw={700} data-testid="cart-points">
                {t('shop.points', { count: q.totalPoints })}
              </Text>
            </Group>
          )}
          <Text size="sm" c="dimmed">
            {t(employeeId ? 'shop.employeeBalance' : 'shop.balance', { count: q.pointsBalance })}
          </Text>
          <Radio.Group
            label={t('shop.payWith')}
            value={payment}
            onChange={(v) => setPayment(v as TPaymentMethod)}
            data-testid="cart-payment"
          >
            <Stack gap="xs" mt={6}>
              {q.payments.map((p) => (
                <Radio
                  key={p}
                  value={p}
                  label={t(`payments.${p}`)}
                  description={t(`paymentHints.${p}`, { month: q.deductionMonth ?? '' })}
                  data-testid={`pay-${p}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          {q.totalPoints === null && (
            <Text size="xs" c="dimmed">
              {t('shop.noPointsPrice')}
            </Text>
          )}
          {notEnough && (
            <Text size="sm" c="var(--mantine-color-red-text)" data-testid="cart-not-enough">
              {t('shop.notEnough', { balance: q.pointsBalance, needed: q.totalPoints })}
            </Text>
          )}
          <Textarea
            label={t('shop.note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={300}
            autosize
            minRows={2}
          />
          {problem && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="cart-problem">
              {problem}
            </Alert>
          )}
          <Button
            size="md"
            onClick={() => void place()}
            loading={locked}
            disabled={!payment || unavailable || notEnough}
            data-testid="place-order"
          >
            {t('shop.placeOrder')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
