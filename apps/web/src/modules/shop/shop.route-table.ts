import type { RouteObject } from 'react-router';
import { privilegedPageLoader, tenantFeatureLoader } from '../../shell/route-guards.ts';
import { SHOP_PATHS } from './shop.api.ts';

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  () =>
    load().then((m) => ({ Component: m[name] }));

/** The shop (issue 16): HR's products, banners and orders behind their privilege pages; the employee shop. */
export const shopRoutes: RouteObject[] = [
  {
    path: SHOP_PATHS.products,
    loader: privilegedPageLoader('products', 'view', null),
    lazy: page(() => import('./products.page.tsx'), 'ProductsPage'),
  },
  {
    path: SHOP_PATHS.top,
    loader: privilegedPageLoader('products', 'view', null),
    lazy: page(() => import('./products.page.tsx'), 'TopProductsPage'),
  },
  {
    path: SHOP_PATHS.productAdd,
    loader: privilegedPageLoader('products', 'add', null),
    lazy: page(() => import('./product-form.page.tsx'), 'ProductFormPage'),
  },
  {
    path: SHOP_PATHS.productInfo,
    loader: privilegedPageLoader('products', 'view', null),
    lazy: page(() => import('./product-info.page.tsx'), 'ProductInfoPage'),
  },
  {
    path: SHOP_PATHS.orders,
    loader: privilegedPageLoader('orders', 'view', null),
    lazy: page(() => import('./orders.page.tsx'), 'OrdersPage'),
  },
  {
    path: SHOP_PATHS.orderAdd,
    loader: privilegedPageLoader('orders', 'add', null),
    lazy: page(() => import('./order-add.page.tsx'), 'OrderAddPage'),
  },
  {
    path: SHOP_PATHS.banners,
    loader: privilegedPageLoader('banner', 'view', null),
    lazy: page(() => import('./banners.page.tsx'), 'BannersPage'),
  },
  {
    path: `${SHOP_PATHS.bannerForm}/:id/:id1`,
    loader: privilegedPageLoader('banner', 'add', null),
    lazy: page(() => import('./banner-form.page.tsx'), 'BannerFormPage'),
  },
  {
    path: SHOP_PATHS.shop,
    loader: tenantFeatureLoader(['emp'], 'shop'),
    lazy: page(() => import('./my-shop.page.tsx'), 'MyShopPage'),
  },
];
