import { Badge, Box, Center, Image, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@staffdesk/core/money';
import type { TOrderStatus, TPublication, TStockStatus } from '@staffdesk/core/shop-api';
import { intlLocale } from '../../shell/i18n.ts';

const STATUS_COLORS: Record<TOrderStatus, string> = {
  ordered: 'blue',
  accepted: 'cyan',
  shipped: 'violet',
  completed: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

export function OrderStatusBadge({ status }: { status: TOrderStatus }) {
  const { t } = useTranslation('shop');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="order-status" data-status={status}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

export function StockBadge({ status }: { status: TStockStatus }) {
  const { t } = useTranslation('shop');
  return (
    <Badge color={status === 'inStock' ? 'green' : 'red'} variant="light" data-testid="stock-status">
      {t(`stockStatuses.${status}`)}
    </Badge>
  );
}

export function PublicationBadge({ publication }: { publication: TPublication }) {
  const { t } = useTranslation('shop');
  const color = publication === 'published' ? 'green' : publication === 'draft' ? 'gray' : 'orange';
  return (
    <Badge color={color} variant="outline">
      {t(`publications.${publication}`)}
    </Badge>
  );
}

/** An amount in its currency, in the UI language's way. */
export function useMoney() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return (amount: string, currency: string) => formatMoney(amount, currency, locale);
}

/** A price, struck through when a discounted one applies. */
export function PriceText({
  price,
  discounted,
  currency,
}: {
  price: string;
  discounted: string | null;
  currency: string;
}) {
  const money = useMoney();
  return discounted ? (
    <Text size="sm" component="span" style={{ whiteSpace: 'nowrap' }}>
      <Text span fw={700} c="var(--mantine-color-red-text)" inherit>
        {money(discounted, currency)}
      </Text>{' '}
      <Text span td="line-through" c="dimmed" size="xs">
        {money(price, currency)}
      </Text>
    </Text>
  ) : (
    <Text size="sm" fw={700} component="span" style={{ whiteSpace: 'nowrap' }}>
      {money(price, currency)}
    </Text>
  );
}

/** A product's picture (its thumbnail), or a placeholder of the same size. */
export function ProductThumb({ url, alt, size }: { url: string | null | undefined; alt: string; size: number }) {
  if (!url)
    return (
      <Center w={size} h={size} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 8, flexShrink: 0 }}>
        <IconPhotoOff size={Math.min(28, size / 2)} color="var(--mantine-color-dimmed)" aria-hidden />
      </Center>
    );
  return (
    <Box w={size} h={size} style={{ flexShrink: 0 }}>
      <Image src={url} alt={alt} w={size} h={size} radius="sm" fit="cover" loading="lazy" />
    </Box>
  );
}
