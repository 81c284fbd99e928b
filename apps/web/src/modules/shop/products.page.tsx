import { Anchor, Group, Select, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PUBLICATIONS, STOCK_STATUSES, type TProduct } from '@staffdesk/core/shop-api';
import { AddButton } from '../../platform/add-button.component.tsx';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { DeleteReasonDialog } from '../../platform/delete-reason.dialog.tsx';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { DeleteAction, EditAction, RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { StatusFilter } from '../../platform/status-filter.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { deleteProduct, productListQuery, SHOP_KEY, SHOP_PATHS } from './shop.api.ts';
import { PriceText, ProductThumb, PublicationBadge, StockBadge } from './shop-parts.component.tsx';

const FILTERS = ['categoryId', 'publication', 'stock'] as const;

/**
 * `/shopsproduct/shopproducts` and `/shopsproduct/shoptopproducts` (page `products`): the products in the viewer's
 * reach (a scoped sub admin: their organizations'), with their picture, prices, stock and publication; the top
 * products list shows the featured ones.
 */
export function ProductsPage({ top = false }: { top?: boolean }) {
  const { t } = useTranslation(['shop', 'menu', 'common']);
  const session = useShellSession();
  const title = t(top ? 'menu:shopTopProducts' : 'menu:shopProducts');
  usePageTitle(title);
  const base = `/${session.account}`;
  const client = useQueryClient();
  const [params, setParams] = useListParams();
  const [values, setFilter, { clearFilters, filtered }] = useFilterParams(FILTERS);
  const query = useQuery(productListQuery(params, { ...values, featured: top ? 'true' : undefined }));
  const categories = useQuery(resourceOptionsQuery('shopCategory'));
  const [deleting, setDeleting] = useState<TProduct | null>(null);
  const editor = canDo(session, 'products', 'edit');
  const deleter = canDo(session, 'products', 'delete');
  const info = (p: TProduct) => `${base}/${SHOP_PATHS.productInfo}?id=${p.id}`;

  const columns: TDataTableColumn<TProduct>[] = [
    {
      key: 'name',
      label: t('products.name'),
      sortable: true,
      render: (p) => (
        <Group gap="sm" wrap="nowrap">
          <ProductThumb url={p.images[0]?.thumbUrl} alt="" size={48} />
          <Stack gap={2}>
            <Anchor component={Link} to={info(p)} fw={600} data-testid="row-name">
              {p.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {p.sku}
              {p.brand ? ` · ${p.brand}` : ''}
            </Text>
          </Stack>
        </Group>
      ),
    },
    {
      key: 'category',
      label: t('products.category'),
      visibleFrom: 'md',
      render: (p) => (
        <Text size="sm">
          {p.categoryName}
          {p.subcategoryName ? ` / ${p.subcategoryName}` : ''}
        </Text>
      ),
    },
    { key: 'organization', label: t('products.organization'), visibleFrom: 'lg', render: (p) => p.organizationName },
    {
      key: 'price',
      label: t('products.price'),
      sortable: true,
      align: 'right',
      render: (p) => (
        <Stack gap={0} align="flex-end">
          <PriceText price={p.price} discounted={p.discountedPrice} currency={p.currency} />
          {p.pointsPrice !== null && (
            <Text size="xs" c="dimmed">
              {t('shop.points', { count: p.pointsPrice })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'stock',
      label: t('products.stock'),
      sortable: true,
      align: 'right',
      width: 140,
      render: (p) => (
        <Stack gap={2} align="flex-end">
          <Text size="sm" data-testid="row-stock">
            {p.stock}
          </Text>
          <StockBadge status={p.stockStatus} />
        </Stack>
      ),
    },
    {
      key: 'publication',
      label: t('products.publication'),
      visibleFrom: 'sm',
      width: 140,
      render: (p) => <PublicationBadge publication={p.publication} />,
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (p) => (
        <RowActions>
          <RowAction label={t('products.moreInfo')} subject={p.name} icon={IconEye} to={info(p)} testId="row-view" />
          {editor && <EditAction subject={p.name} to={`${base}/${SHOP_PATHS.productAdd}?id=${p.id}`} />}
          {deleter && <DeleteAction subject={p.name} onClick={() => setDeleting(p)} />}
        </RowActions>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          canDo(session, 'products', 'add') && (
            <AddButton to={`${base}/${SHOP_PATHS.productAdd}`} testId="product-add" />
          )
        }
      />
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('shop.search')}
        filters={
          <Group gap="sm" wrap="wrap">
            <Select
              aria-label={t('products.category')}
              placeholder={t('products.allCategories')}
              data={(categories.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
              value={values.categoryId || null}
              onChange={(v) => setFilter('categoryId', v ?? '')}
              clearable
              searchable
              w={200}
              data-testid="filter-category"
            />
            <StatusFilter
              label={t('products.allPublications')}
              statuses={PUBLICATIONS}
              labelOf={(s) => t(`publications.${s}`)}
              value={values.publication}
              onChange={(v) => setFilter('publication', v)}
            />
            <Select
              aria-label={t('products.stockStatus')}
              placeholder={t('products.allStock')}
              data={STOCK_STATUSES.map((s) => ({ value: s, label: t(`stockStatuses.${s}`) }))}
              value={values.stock || null}
              onChange={(v) => setFilter('stock', v ?? '')}
              clearable
              w={170}
              data-testid="filter-stock"
            />
          </Group>
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('products.empty') }}
        testId="product-table"
      />
      <DeleteReasonDialog
        target={deleting ? { id: deleting.id, label: deleting.name } : null}
        onDelete={deleteProduct}
        onDeleted={() => client.invalidateQueries({ queryKey: [SHOP_KEY] })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

/** `/shopsproduct/shoptopproducts`: the featured products. */
export const TopProductsPage = () => <ProductsPage top />;
