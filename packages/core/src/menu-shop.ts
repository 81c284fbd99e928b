import type { TLoginType } from './auth.ts';
import type { TMenuSection } from './menu.ts';
import { sectionResource } from './menu-resource.ts';

const STAFF: readonly TLoginType[] = ['hr_admin', 'sub_admin'];

/**
 * The shop (issue 16; spec 2.3 "Shop": `/shopsproductcategory`, `/shopsproduct`, `/shopsorder`, `/shopsbanner`,
 * employee view `/product/shop`), behind the tenant's shop flag and the shop privilege pages.
 */
export const SHOP_SECTION: TMenuSection = {
  key: 'shop',
  label: 'shop',
  icon: 'shop',
  keywords: [
    '/shopsproductcategory/listing',
    '/shopsproduct/shopproducts',
    '/shopsproduct/shoptopproducts',
    '/shopsorder/listing',
    '/shopsbanner/listing',
    '/product/shop',
  ],
  entries: [
    {
      key: 'shopOrders',
      label: 'shopOrders',
      path: '/shopsorder/listing',
      roles: STAFF,
      page: 'orders',
      feature: 'shop',
      icon: 'receipt',
    },
    {
      key: 'shopProducts',
      label: 'shopProducts',
      path: '/shopsproduct/shopproducts',
      roles: STAFF,
      page: 'products',
      feature: 'shop',
      icon: 'package',
    },
    {
      key: 'shopTopProducts',
      label: 'shopTopProducts',
      path: '/shopsproduct/shoptopproducts',
      roles: STAFF,
      page: 'products',
      feature: 'shop',
      icon: 'star',
    },
    {
      key: 'shopBanners',
      label: 'shopBanners',
      path: '/shopsbanner/listing',
      roles: STAFF,
      page: 'banner',
      feature: 'shop',
      icon: 'photo',
    },
    ...sectionResource('shop', 'shopCategory', 'category'),
    ...sectionResource('shop', 'shopSubcategory', 'category'),
    { key: 'myShop', label: 'myShop', path: '/product/shop', roles: ['emp'], feature: 'shop', icon: 'shop' },
  ],
};
