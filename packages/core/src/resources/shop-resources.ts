import { named } from './resource-builders.ts';
import type { TResource } from './resource-types.ts';

/**
 * The shop's product categories (issue 16, `/shopsproductcategory/listing|add`) and their sub categories: declared
 * settings of the tenant, on the privilege page `shopCategories` (the `shop` feature). A product has a category and
 * may have one of its sub categories; the employee shop filters by both.
 */
export const SHOP_CATEGORY: TResource = {
  ...named('shopCategory', 'shopsproductcategory', 'shop_categories', 'shopCategories', [
    { key: 'sortOrder', type: 'int', min: 0, max: 9999, default: 0, hint: true },
  ]),
  section: 'shop',
};

export const SHOP_SUBCATEGORY: TResource = {
  ...named('shopSubcategory', 'shopsproductsubcategory', 'shop_subcategories', 'shopCategories', [
    { key: 'categoryId', type: 'ref', ref: 'shopCategory', required: true },
  ]),
  // a sub category's name is its category's own: "Shirts" may be under Men and under Women
  fields: [
    { key: 'name', type: 'text', required: true, unique: true, uniqueWith: ['categoryId'], max: 100 },
    { key: 'categoryId', type: 'ref', ref: 'shopCategory', required: true },
    { key: 'description', type: 'textarea', max: 1000 },
  ],
  section: 'shop',
};
