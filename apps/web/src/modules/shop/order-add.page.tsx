import { Grid, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RemoteSelect } from '../../platform/remote-select.component.tsx';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { EmployeePicker } from '../employees/employee-picker.component.tsx';
import { productSearch, SHOP_PATHS } from './shop.api.ts';
import { ShopCart } from './shop-cart.tab.tsx';
import { useCart } from './use-cart.hook.ts';

const PUBLISHED = productSearch({ publication: 'published', stock: 'inStock' });

/**
 * `/shopsorder/add` (orders `add`): HR orders for an employee in their reach — the employee, the products and
 * quantities, then the same summary and payments the employee's own cart shows (their points, their payroll).
 */
export function OrderAddPage() {
  const { t } = useTranslation(['shop', 'menu']);
  const session = useShellSession();
  const navigate = useNavigate();
  const title = t('orders.add');
  usePageTitle(title);
  const [employeeId, setEmployeeId] = useState('');
  const [product, setProduct] = useState('');
  const cart = useCart(false);
  const list = `/${session.account}/${SHOP_PATHS.orders}`;
  return (
    <Stack gap="lg" maw={860}>
      <PageHeader crumbs={[{ label: t('menu:shopOrders'), to: list }, { label: title }]} title={title} />
      <Paper withBorder radius="md" p="lg">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <EmployeePicker
              label={t('orders.chooseEmployee')}
              value={employeeId}
              onChange={setEmployeeId}
              withAsterisk
              data-testid="order-employee"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <RemoteSelect
              label={t('orders.addItem')}
              query={PUBLISHED}
              value={product}
              onChange={(v) => {
                if (v) cart.add(v);
                setProduct('');
              }}
              disabled={!employeeId}
              data-testid="order-product"
            />
          </Grid.Col>
        </Grid>
      </Paper>
      {employeeId ? (
        <ShopCart cart={cart} employeeId={employeeId} onPlaced={() => navigate(list)} />
      ) : (
        <Text c="dimmed">{t('orders.chooseEmployee')}</Text>
      )}
    </Stack>
  );
}
