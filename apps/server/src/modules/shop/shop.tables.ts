import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { money } from '../../platform/db/columns.ts';
import { employees } from '../employees/employees.tables.ts';
import { organizations, shopCategories, shopSubcategories } from '../resources/resources.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * The employee shop (issue 16, decision 0039). A product is an organization's: priced in its currency (and in points
 * where HR says so), so a scoped sub admin keeps to their organizations' products and orders. Its stock is never
 * below zero (a check, and orders take it with a conditional update).
 */
export const shopProducts = pgTable(
  'shop_products',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    brand: text('brand'),
    categoryId: uuid('category_id').notNull(),
    subcategoryId: uuid('subcategory_id'),
    description: text('description'),
    price: money('price').notNull(),
    discountedPrice: money('discounted_price'),
    pointsPrice: integer('points_price'),
    stock: integer('stock').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    publication: text('publication').notNull().default('draft'),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByName: text('updated_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByName: text('deleted_by_name'),
    deleteReason: text('delete_reason'),
  },
  (t) => [
    primaryKey({ name: 'shop_products_pk', columns: [t.tenantId, t.id] }),
    check('shop_products_stock_ck', sql`${t.stock} >= 0`),
    check('shop_products_price_ck', sql`${t.price} >= 0 and coalesce(${t.discountedPrice}, 0) >= 0`),
    check('shop_products_points_ck', sql`coalesce(${t.pointsPrice}, 0) >= 0`),
    check('shop_products_publication_ck', sql`${t.publication} in ('draft', 'published', 'unpublished')`),
    foreignKey({
      name: 'shop_products_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }),
    foreignKey({
      name: 'shop_products_category_fk',
      columns: [t.tenantId, t.categoryId],
      foreignColumns: [shopCategories.tenantId, shopCategories.id],
    }),
    foreignKey({
      name: 'shop_products_subcategory_fk',
      columns: [t.tenantId, t.subcategoryId],
      foreignColumns: [shopSubcategories.tenantId, shopSubcategories.id],
    }),
    uniqueIndex('shop_products_sku_uq').on(t.tenantId, sql`lower(${t.sku})`).where(sql`deleted_at is null`),
    // the employee shop: an organization's published products, by category, newest first
    index('shop_products_shop_ix').on(t.tenantId, t.organizationId, t.publication, t.categoryId, t.createdAt),
    index('shop_products_category_ix').on(t.tenantId, t.categoryId),
    index('shop_products_subcategory_ix').on(t.tenantId, t.subcategoryId),
  ],
);

/** A product's pictures, resized for the web (a large one and a thumbnail), in their order. */
export const shopProductImages = pgTable(
  'shop_product_images',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    productId: uuid('product_id').notNull(),
    position: integer('position').notNull(),
    fileKey: text('file_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'shop_product_images_pk', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'shop_product_images_product_fk',
      columns: [t.tenantId, t.productId],
      foreignColumns: [shopProducts.tenantId, shopProducts.id],
    }).onDelete('cascade'),
    index('shop_product_images_product_ix').on(t.tenantId, t.productId, t.position),
  ],
);

/** A banner of the employee shop: a picture that opens a product or a category, in its order, while valid. */
export const shopBanners = pgTable(
  'shop_banners',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    /** null: every organization's employees */
    organizationId: uuid('organization_id'),
    title: text('title').notNull(),
    linkType: text('link_type').notNull(),
    productId: uuid('product_id'),
    categoryId: uuid('category_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    imageKey: text('image_key'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByName: text('updated_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByName: text('deleted_by_name'),
    deleteReason: text('delete_reason'),
  },
  (t) => [
    primaryKey({ name: 'shop_banners_pk', columns: [t.tenantId, t.id] }),
    check('shop_banners_link_ck', sql`${t.linkType} in ('product', 'category')`),
    check(
      'shop_banners_dates_ck',
      sql`${t.validTo} is null or ${t.validFrom} is null or ${t.validTo} >= ${t.validFrom}`,
    ),
    foreignKey({
      name: 'shop_banners_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }),
    foreignKey({
      name: 'shop_banners_product_fk',
      columns: [t.tenantId, t.productId],
      foreignColumns: [shopProducts.tenantId, shopProducts.id],
    }),
    foreignKey({
      name: 'shop_banners_category_fk',
      columns: [t.tenantId, t.categoryId],
      foreignColumns: [shopCategories.tenantId, shopCategories.id],
    }),
    index('shop_banners_live_ix').on(t.tenantId, t.deletedAt, t.sortOrder),
  ],
);

/**
 * An order: its number (`ORD-<year>-<n>`, per tenant and year), the employee, the prices and points as they were when
 * it was placed, how it is paid and where it stands. A payroll-deduction order names the payroll month it comes off.
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    number: text('number').notNull(),
    employeeId: uuid('employee_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    currency: text('currency').notNull(),
    payment: text('payment').notNull(),
    totalMoney: money('total_money').notNull(),
    totalPoints: integer('total_points').notNull().default(0),
    /** the first day of the payroll month a payroll-deduction order comes off */
    deductionPeriod: date('deduction_period', { mode: 'string' }),
    status: text('status').notNull().default('ordered'),
    note: text('note'),
    reason: text('reason'),
    placedBy: uuid('placed_by'),
    placedByName: text('placed_by_name'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedByName: text('status_changed_by_name'),
  },
  (t) => [
    primaryKey({ name: 'shop_orders_pk', columns: [t.tenantId, t.id] }),
    unique('shop_orders_number_uq').on(t.tenantId, t.number),
    check('shop_orders_payment_ck', sql`${t.payment} in ('points', 'payroll', 'onDelivery')`),
    check(
      'shop_orders_status_ck',
      sql`${t.status} in ('ordered', 'accepted', 'shipped', 'completed', 'rejected', 'cancelled')`,
    ),
    check('shop_orders_totals_ck', sql`${t.totalMoney} >= 0 and ${t.totalPoints} >= 0`),
    check(
      'shop_orders_deduction_ck',
      sql`(${t.payment} = 'payroll') = (${t.deductionPeriod} is not null)
          and (${t.deductionPeriod} is null or extract(day from ${t.deductionPeriod}) = 1)`,
    ),
    foreignKey({
      name: 'shop_orders_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    foreignKey({
      name: 'shop_orders_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }),
    index('shop_orders_employee_ix').on(t.tenantId, t.employeeId, t.placedAt),
    index('shop_orders_status_ix').on(t.tenantId, t.status, t.placedAt),
    index('shop_orders_deduction_ix')
      .on(t.tenantId, t.organizationId, t.deductionPeriod)
      .where(sql`deduction_period is not null`),
  ],
);

/** An order's lines, each with the product's price and points as they were. */
export const shopOrderItems = pgTable(
  'shop_order_items',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    orderId: uuid('order_id').notNull(),
    line: integer('line').notNull(),
    productId: uuid('product_id').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    unitPoints: integer('unit_points'),
    lineTotal: money('line_total').notNull(),
    linePoints: integer('line_points'),
  },
  (t) => [
    primaryKey({ name: 'shop_order_items_pk', columns: [t.tenantId, t.orderId, t.line] }),
    check('shop_order_items_quantity_ck', sql`${t.quantity} > 0`),
    foreignKey({
      name: 'shop_order_items_order_fk',
      columns: [t.tenantId, t.orderId],
      foreignColumns: [shopOrders.tenantId, shopOrders.id],
    }),
    foreignKey({
      name: 'shop_order_items_product_fk',
      columns: [t.tenantId, t.productId],
      foreignColumns: [shopProducts.tenantId, shopProducts.id],
    }),
    index('shop_order_items_product_ix').on(t.tenantId, t.productId),
  ],
);
