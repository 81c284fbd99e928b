import { Alert, Button, Grid, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconEdit, IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RichHtml } from '../../platform/rich-html.component.tsx';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { productQuery, SHOP_PATHS } from './shop.api.ts';
import { PriceText, ProductThumb, PublicationBadge, StockBadge } from './shop-parts.component.tsx';

/** `/shopsproduct/moreinfo?id=` (page `products`): a product as HR sees it — pictures, prices, stock, publication. */
export function ProductInfoPage() {
  const [sp] = useSearchParams();
  const id = sp.get('id') ?? '';
  const { t, i18n } = useTranslation(['shop', 'menu']);
  const session = useShellSession();
  const base = `/${session.account}`;
  const query = useQuery(productQuery(id));
  const p = query.data;
  const title = p?.name ?? t('products.moreInfo');
  usePageTitle(title);
  const [shown, setShown] = useState(0);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const row = (label: string, value: React.ReactNode) => (
    <Table.Tr>
      <Table.Th w="40%">{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        crumbs={[{ label: t('menu:shopProducts'), to: `${base}/${SHOP_PATHS.products}` }, { label: title }]}
        title={title}
        actions={
          p && (
            <Group gap="xs">
              {canDo(session, 'banner', 'add') && (
                <Button
                  component={Link}
                  to={`${base}/${SHOP_PATHS.bannerForm}/new/${p.id}`}
                  variant="default"
                  leftSection={<IconPhoto size={16} aria-hidden />}
                >
                  {t('products.makeBanner')}
                </Button>
              )}
              {canDo(session, 'products', 'edit') && (
                <Button
                  component={Link}
                  to={`${base}/${SHOP_PATHS.productAdd}?id=${p.id}`}
                  leftSection={<IconEdit size={16} aria-hidden />}
                  data-testid="product-edit"
                >
                  {t('products.edit')}
                </Button>
              )}
            </Group>
          )
        }
      />
      {query.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorText(t, query.error)}
        </Alert>
      )}
      {!p ? (
        !query.isError && <Skeleton h={420} />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="xs">
              {p.images.length > 0 ? (
                <Image
                  src={p.images[Math.min(shown, p.images.length - 1)]!.url}
                  alt={p.name}
                  radius="md"
                  fit="contain"
                  mah={420}
                />
              ) : (
                <ProductThumb url={null} alt="" size={240} />
              )}
              {p.images.length > 1 && (
                <SimpleGrid cols={6} spacing={6}>
                  {p.images.map((img, i) => (
                    <Image
                      key={img.id}
                      src={img.thumbUrl}
                      alt=""
                      radius="sm"
                      h={56}
                      fit="cover"
                      onClick={() => setShown(i)}
                      style={{ cursor: 'pointer' }}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="md" p="md">
              <Table verticalSpacing="xs" data-testid="product-facts">
                <Table.Tbody>
                  {row(t('products.sku'), <Text ff="monospace">{p.sku}</Text>)}
                  {row(t('products.organization'), p.organizationName)}
                  {row(t('products.brand'), p.brand ?? '—')}
                  {row(
                    t('products.category'),
                    `${p.categoryName}${p.subcategoryName ? ` / ${p.subcategoryName}` : ''}`,
                  )}
                  {row(
                    t('products.price'),
                    <PriceText price={p.price} discounted={p.discountedPrice} currency={p.currency} />,
                  )}
                  {row(
                    t('products.pointsPrice'),
                    p.pointsPrice === null ? '—' : t('shop.points', { count: p.pointsPrice }),
                  )}
                  {row(
                    t('products.stock'),
                    <Group gap="xs">
                      <Text>{p.stock}</Text>
                      <StockBadge status={p.stockStatus} />
                    </Group>,
                  )}
                  {row(t('products.featured'), p.featured ? '✓' : '—')}
                  {row(t('products.publication'), <PublicationBadge publication={p.publication} />)}
                  {row(
                    t('products.updated'),
                    `${when.format(new Date(p.updatedAt))}${p.updatedByName ? ` · ${p.updatedByName}` : ''}`,
                  )}
                </Table.Tbody>
              </Table>
            </Paper>
            {p.description && (
              <Paper withBorder radius="md" p="md" mt="md">
                <RichHtml html={p.description} />
              </Paper>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
