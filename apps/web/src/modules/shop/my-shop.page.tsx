import { Alert, Badge, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle, IconBuildingStore, IconReceipt, IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { MyOrders } from './my-orders.tab.tsx';
import { shopHomeQuery } from './shop.api.ts';
import { ShopCart } from './shop-cart.tab.tsx';
import { ShopCatalogue } from './shop-catalogue.tab.tsx';
import { useCart } from './use-cart.hook.ts';

const TABS = ['shop', 'cart', 'orders'] as const;

/** `/product/shop` (employees, the shop feature): the shop, the cart with Place Order, and My Orders, as tabs. */
export function MyShopPage() {
  const { t } = useTranslation(['shop', 'menu']);
  const session = useShellSession();
  const title = t('shop.title');
  usePageTitle(title);
  const [sp, setSp] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(sp.get('tab') ?? '')
    ? (sp.get('tab') as (typeof TABS)[number])
    : 'shop';
  const setTab = (v: string | null) =>
    setSp(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (v && v !== 'shop') next.set('tab', v);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  const home = useQuery(shopHomeQuery);
  const cart = useCart();
  return (
    <Stack gap="md">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          home.data && (
            <Badge size="lg" variant="light" data-testid="points-balance">
              {t('shop.balance', { count: home.data.pointsBalance })}
            </Badge>
          )
        }
      />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="shop" leftSection={<IconBuildingStore size={16} aria-hidden />} data-testid="tab-shop">
            {t('shop.products')}
          </Tabs.Tab>
          <Tabs.Tab value="cart" leftSection={<IconShoppingCart size={16} aria-hidden />} data-testid="tab-cart">
            <Group gap={6} wrap="nowrap">
              <Text inherit>{t('shop.cart')}</Text>
              {cart.count > 0 && (
                <Badge size="sm" circle data-testid="cart-count">
                  {cart.count}
                </Badge>
              )}
            </Group>
          </Tabs.Tab>
          <Tabs.Tab value="orders" leftSection={<IconReceipt size={16} aria-hidden />} data-testid="tab-orders">
            {t('shop.myOrders')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="shop" pt="md">
          {home.isError ? (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
              {errorText(t, home.error)}
            </Alert>
          ) : home.data ? (
            <ShopCatalogue home={home.data} cart={cart} />
          ) : (
            <Skeleton h={400} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="cart" pt="md">
          <ShopCart cart={cart} onPlaced={() => setTab('orders')} />
        </Tabs.Panel>
        <Tabs.Panel value="orders" pt="md">
          <MyOrders />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
