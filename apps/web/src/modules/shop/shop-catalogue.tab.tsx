import {
  Badge,
  Button,
  Card,
  Chip,
  Group,
  Image,
  Modal,
  Pagination,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconShoppingCartPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBanner, TShopHome, TShopProduct } from '@staffdesk/core/shop-api';
import { QueryStates } from '../../platform/query-states.component.tsx';
import { RichHtml } from '../../platform/rich-html.component.tsx';
import { shopListQuery, shopProductQuery } from './shop.api.ts';
import { PriceText, ProductThumb, StockBadge } from './shop-parts.component.tsx';
import type { TCart } from './use-cart.hook.ts';

/** The shop's front: banners, search, categories, top products and the product grid; a product opens in a dialog. */
export function ShopCatalogue({ home, cart }: { home: TShopHome; cart: TCart }) {
  const { t } = useTranslation('shop');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [categoryId, setCategoryId] = useState('');
  const [subcategoryId, setSubcategoryId] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery(shopListQuery({ search: debounced, categoryId, subcategoryId, page }));
  const category = home.categories.find((c) => c.id === categoryId);
  const browsing = !debounced && !categoryId;
  const follow = (b: TBanner) => {
    if (b.linkType === 'product' && b.productId) setOpen(b.productId);
    else if (b.categoryId) {
      setCategoryId(b.categoryId);
      setSubcategoryId('');
      setPage(1);
    }
  };
  return (
    <Stack gap="md">
      {browsing && home.banners.length > 0 && (
        <ScrollArea type="auto" offsetScrollbars>
          <Group gap="sm" wrap="nowrap" data-testid="shop-banners">
            {home.banners.map((b) => (
              <UnstyledButton key={b.id} onClick={() => follow(b)} aria-label={b.title} style={{ flexShrink: 0 }}>
                <Image
                  src={b.imageUrl}
                  alt={b.title}
                  radius="md"
                  h={{ base: 120, sm: 180 }}
                  w={{ base: 300, sm: 540 }}
                  fit="cover"
                />
              </UnstyledButton>
            ))}
          </Group>
        </ScrollArea>
      )}
      <TextInput
        placeholder={t('shop.search')}
        aria-label={t('shop.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        data-testid="shop-search"
      />
      <ScrollArea type="auto" offsetScrollbars>
        <Chip.Group
          value={categoryId || 'all'}
          onChange={(v) => {
            setCategoryId(v === 'all' ? '' : String(v));
            setSubcategoryId('');
            setPage(1);
          }}
        >
          <Group gap={6} wrap="nowrap" data-testid="shop-categories">
            <Chip value="all" size="sm">
              {t('shop.all')}
            </Chip>
            {home.categories.map((c) => (
              <Chip key={c.id} value={c.id} size="sm">
                {c.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>
      {category && category.subcategories.length > 0 && (
        <Chip.Group
          value={subcategoryId || 'all'}
          onChange={(v) => {
            setSubcategoryId(v === 'all' ? '' : String(v));
            setPage(1);
          }}
        >
          <Group gap={6} wrap="wrap">
            <Chip value="all" size="xs" variant="outline">
              {t('shop.all')}
            </Chip>
            {category.subcategories.map((s) => (
              <Chip key={s.id} value={s.id} size="xs" variant="outline">
                {s.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {browsing && home.top.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('shop.top')}
          </Title>
          <ProductGrid products={home.top} cart={cart} onOpen={setOpen} testId="shop-top" />
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={3} size="h4">
          {category?.name ?? t('shop.products')}
        </Title>
        <QueryStates query={{ ...list, data: list.data?.rows }} empty={t('shop.noProducts')} testId="shop-empty" />
        {list.data && list.data.rows.length > 0 && (
          <Stack gap="md">
            <ProductGrid products={list.data.rows} cart={cart} onOpen={setOpen} testId="shop-grid" />
            {list.data.total > 24 && (
              <Group justify="center">
                <Pagination total={Math.ceil(list.data.total / 24)} value={page} onChange={setPage} size="sm" />
              </Group>
            )}
          </Stack>
        )}
      </Stack>
      <ProductDialog id={open} cart={cart} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function ProductGrid({
  products,
  cart,
  onOpen,
  testId,
}: {
  products: readonly TShopProduct[];
  cart: TCart;
  onOpen: (id: string) => void;
  testId: string;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" data-testid={testId}>
      {products.map((p) => (
        <ProductCard key={p.id} p={p} cart={cart} onOpen={() => onOpen(p.id)} />
      ))}
    </SimpleGrid>
  );
}

function ProductCard({ p, cart, onOpen }: { p: TShopProduct; cart: TCart; onOpen: () => void }) {
  const { t } = useTranslation('shop');
  const inCart = cart.quantityOf(p.id);
  return (
    <Card withBorder radius="md" padding="xs" data-testid="shop-card" data-name={p.name}>
      <Card.Section>
        <UnstyledButton onClick={onOpen} aria-label={p.name} w="100%">
          {p.images[0] ? (
            <Image src={p.images[0].thumbUrl} alt="" h={150} fit="cover" loading="lazy" />
          ) : (
            <ProductThumb url={null} alt="" size={150} />
          )}
        </UnstyledButton>
      </Card.Section>
      <Stack gap={4} mt="xs" style={{ flex: 1 }}>
        <UnstyledButton onClick={onOpen}>
          <Text size="sm" fw={600} lineClamp={2}>
            {p.name}
          </Text>
        </UnstyledButton>
        <PriceText price={p.price} discounted={p.discountedPrice} currency={p.currency} />
        {p.pointsPrice !== null && (
          <Text size="xs" c="dimmed">
            {t('shop.points', { count: p.pointsPrice })}
          </Text>
        )}
      </Stack>
      {p.stockStatus === 'outOfStock' ? (
        <Badge color="red" variant="light" mt="xs" fullWidth>
          {t('shop.outOfStock')}
        </Badge>
      ) : (
        <Button
          size="xs"
          mt="xs"
          variant={inCart ? 'light' : 'filled'}
          leftSection={<IconShoppingCartPlus size={14} aria-hidden />}
          onClick={() => cart.add(p.id)}
          data-testid="add-to-cart"
        >
          {inCart ? t('shop.inCart', { count: inCart }) : t('shop.addToCart')}
        </Button>
      )}
    </Card>
  );
}

/** A product: its pictures, prices, description and the add-to-cart button. */
function ProductDialog({ id, cart, onClose }: { id: string | null; cart: TCart; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const product = useQuery({ ...shopProductQuery(id ?? ''), enabled: !!id });
  const [shown, setShown] = useState(0);
  const p = product.data;
  return (
    <Modal opened={id !== null} onClose={onClose} title={p?.name ?? ''} size="lg" data-testid="product-dialog">
      {p && (
        <Stack gap="md">
          {p.images.length > 0 && (
            <Stack gap="xs">
              <Image
                src={p.images[Math.min(shown, p.images.length - 1)]!.url}
                alt={p.name}
                radius="md"
                mah={360}
                fit="contain"
              />
              {p.images.length > 1 && (
                <Group gap="xs">
                  {p.images.map((img, i) => (
                    <UnstyledButton key={img.id} onClick={() => setShown(i)} aria-label={`${p.name} ${i + 1}`}>
                      <Image src={img.thumbUrl} alt="" w={56} h={56} radius="sm" fit="cover" />
                    </UnstyledButton>
                  ))}
                </Group>
              )}
            </Stack>
          )}
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <PriceText price={p.price} discounted={p.discountedPrice} currency={p.currency} />
              {p.pointsPrice !== null && (
                <Text size="sm" c="dimmed">
                  {t('shop.points', { count: p.pointsPrice })}
                </Text>
              )}
            </Stack>
            <StockBadge status={p.stockStatus} />
          </Group>
          <Text size="xs" c="dimmed">
            {[p.brand, p.categoryName, p.subcategoryName, p.sku].filter(Boolean).join(' · ')}
          </Text>
          {p.description && <RichHtml html={p.description} />}
          {p.stockStatus === 'inStock' && (
            <Button
              leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
              onClick={() => cart.add(p.id)}
              data-testid="dialog-add-to-cart"
            >
              {cart.quantityOf(p.id) ? t('shop.inCart', { count: cart.quantityOf(p.id) }) : t('shop.addToCart')}
            </Button>
          )}
        </Stack>
      )}
    </Modal>
  );
}
