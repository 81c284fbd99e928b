import { Image, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBanner } from '@staffdesk/core/shop-api';
import { AddButton } from '../../platform/add-button.component.tsx';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { DeleteReasonDialog } from '../../platform/delete-reason.dialog.tsx';
import { DeleteAction, EditAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { bannerListQuery, deleteBanner, SHOP_KEY, SHOP_PATHS } from './shop.api.ts';

/** `/shopsbanner/listing` (page `banner`): the shop's banners in their order, with what they open and when. */
export function BannersPage() {
  const { t } = useTranslation(['shop', 'menu', 'common']);
  const session = useShellSession();
  const title = t('menu:shopBanners');
  usePageTitle(title);
  const base = `/${session.account}`;
  const client = useQueryClient();
  const [params, setParams] = useListParams();
  const query = useQuery(bannerListQuery(params));
  const [deleting, setDeleting] = useState<TBanner | null>(null);
  const edit = (b: TBanner) => `${base}/${SHOP_PATHS.bannerForm}/${b.id}/${b.productId ?? b.categoryId ?? '-'}`;
  const columns: TDataTableColumn<TBanner>[] = [
    {
      key: 'image',
      label: t('banners.image'),
      render: (b) => (b.imageUrl ? <Image src={b.imageUrl} alt="" w={150} h={50} radius="sm" fit="cover" /> : null),
    },
    {
      key: 'title',
      label: t('banners.bannerTitle'),
      render: (b) => (
        <div>
          <Text size="sm" fw={600} data-testid="row-title">
            {b.title}
          </Text>
          <Text size="xs" c="dimmed">
            {b.organizationName ?? t('banners.allOrganizations')}
          </Text>
        </div>
      ),
    },
    {
      key: 'link',
      label: t('banners.linkType'),
      visibleFrom: 'sm',
      render: (b) => `${t(`banners.links.${b.linkType}`)}: ${b.productName ?? b.categoryName ?? ''}`,
    },
    {
      key: 'window',
      label: t('banners.window'),
      visibleFrom: 'md',
      render: (b) => (b.validFrom || b.validTo ? `${b.validFrom ?? '…'} – ${b.validTo ?? '…'}` : t('banners.always')),
    },
    { key: 'sortOrder', label: t('banners.sortOrder'), align: 'right', render: (b) => b.sortOrder },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (b) => (
        <RowActions>
          {canDo(session, 'banner', 'edit') && <EditAction subject={b.title} to={edit(b)} />}
          {canDo(session, 'banner', 'delete') && <DeleteAction subject={b.title} onClick={() => setDeleting(b)} />}
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
          canDo(session, 'banner', 'add') && (
            <AddButton to={`${base}/${SHOP_PATHS.bannerForm}/new/-`} testId="banner-add" />
          )
        }
      />
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        empty={{ hint: t('banners.empty') }}
        testId="banner-table"
      />
      <DeleteReasonDialog
        target={deleting ? { id: deleting.id, label: deleting.title } : null}
        onDelete={deleteBanner}
        onDeleted={() => client.invalidateQueries({ queryKey: [SHOP_KEY] })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
