import { z } from 'zod';
import { intIn, optionalRef, optionalText, pageOf, ref, requiredText } from './form-fields.ts';

/**
 * The employee shop (issue 16, decision 0039): products of an organization (priced in its currency, and in points
 * where HR says so), banners, and orders that employees place from their cart and pay with points, by a deduction in
 * the next open payroll, or on delivery. Stock and points are taken when the order is placed and given back once
 * when it is rejected or cancelled; prices are kept on the order as they were.
 *
 * HR (pages `shopCategories`, `products`, `banner`, `orders`; the tenant's `shop` feature):
 * - GET /shop/products?search=&categoryId=&organizationId=&publication=&featured=&stock=&page= → TPage<TProduct>
 * - GET /shop/products/:id;  POST /shop/products, PUT /shop/products/:id ← multipart TProductBody + files `images`
 *   (and `removeImages`, ids comma-separated);  DELETE /shop/products/:id ← { reason }
 * - GET /shop/products/:id/images/:imageId?size=thumb → the picture (as `/me/shop/…` for employees)
 * - GET /shop/banners; GET/POST/PUT/DELETE /shop/banners(/:id) ← multipart TBannerBody + file `image`
 * - GET /shop/orders?search=&status=&payment=&organizationId=&page= → TPage<TOrder>; GET /shop/orders/:id
 * - POST /shop/orders ← TOrderBody with `employeeId` → TOrder (201; orders `add`: HR orders for an employee)
 * - POST /shop/orders/:id/status ← { status, reason? } → TOrder (orders `approve`)
 * - GET /shop/orders/export?format=csv|xlsx (the list's filters)
 *
 * Employees (the `shop` feature):
 * - GET /me/shop → TShopHome (banners, categories, top products, points balance, what payments are open)
 * - GET /me/shop/products?search=&categoryId=&subcategoryId=&featured=&page= → TPage<TShopProduct>
 * - GET /me/shop/products/:id → TShopProduct;  POST /me/shop/quote ← { items } → TQuote (the cart, priced now)
 * - POST /me/shop/orders ← TOrderBody → TOrder (201);  GET /me/shop/orders → TPage<TOrder>
 * - POST /me/shop/orders/:id/cancel → TOrder (while Ordered)
 */

export const PUBLICATIONS = ['draft', 'published', 'unpublished'] as const;
export type TPublication = (typeof PUBLICATIONS)[number];

export const STOCK_STATUSES = ['inStock', 'outOfStock'] as const;
export type TStockStatus = (typeof STOCK_STATUSES)[number];

export const PAYMENT_METHODS = ['points', 'payroll', 'onDelivery'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Spec labels: Ordered, Accepted, Shipped/InTransit, Completed and Closed, Rejected and Closed, Cancelled and Closed. */
export const ORDER_STATUSES = ['ordered', 'accepted', 'shipped', 'completed', 'rejected', 'cancelled'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/** Where HR may move an order from each status; an employee may only cancel one still Ordered. */
export const ORDER_NEXT: Record<TOrderStatus, readonly TOrderStatus[]> = {
  ordered: ['accepted', 'rejected'],
  accepted: ['shipped', 'rejected'],
  shipped: ['completed'],
  completed: [],
  rejected: [],
  cancelled: [],
};
/** Statuses that give the stock, the points and the payroll deduction back. */
export const RELEASING_STATUSES: readonly TOrderStatus[] = ['rejected', 'cancelled'];
export const isClosedStatus = (s: TOrderStatus) => s === 'completed' || s === 'rejected' || s === 'cancelled';

export const PRODUCT_IMAGES_MAX = 6;
export const PRODUCT_IMAGE_FIELD = 'images';
export const BANNER_IMAGE_FIELD = 'image';
export const ORDER_ITEMS_MAX = 50;
export const ORDER_QUANTITY_MAX = 99;
export const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

/** A price as JSON carries it: a plain decimal string with at most 2 decimals. */
const price = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: 'invalidNumber' }),
);
const optionalPrice = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? null : typeof v === 'number' ? String(v) : v),
  z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: 'invalidNumber' })
    .nullable(),
);
const optionalInt = (min: number, max: number) =>
  z.preprocess((v) => (v === '' || v === null || v === undefined ? null : v), intIn(min, max).nullable());
const flag = z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1', z.boolean());

export const ZProductBody = z
  .object({
    organizationId: ref,
    sku: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(40, { error: 'tooLong' })
      .regex(SKU, { error: 'invalidSku' }),
    name: requiredText(150),
    brand: optionalText(100),
    categoryId: ref,
    subcategoryId: optionalRef,
    description: optionalText(20_000),
    price,
    discountedPrice: optionalPrice,
    pointsPrice: optionalInt(0, 10_000_000),
    stock: intIn(0, 1_000_000),
    featured: flag.default(false),
    publication: z.enum(PUBLICATIONS, { error: 'invalidOption' }).default('draft'),
  })
  .superRefine((b, ctx) => {
    if (b.discountedPrice !== null && Number(b.discountedPrice) > Number(b.price))
      ctx.addIssue({ code: 'custom', path: ['discountedPrice'], message: 'discountAbovePrice' });
  });
export type TProductBody = z.infer<typeof ZProductBody>;

export const ZImage = z.object({ id: z.string(), url: z.string(), thumbUrl: z.string() });
export type TImage = z.infer<typeof ZImage>;

export const ZProduct = z.object({
  id: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  currency: z.string(),
  sku: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  categoryId: z.string(),
  categoryName: z.string(),
  subcategoryId: z.string().nullable(),
  subcategoryName: z.string().nullable(),
  description: z.string().nullable(),
  price: z.string(),
  discountedPrice: z.string().nullable(),
  pointsPrice: z.number().nullable(),
  stock: z.number(),
  stockStatus: z.enum(STOCK_STATUSES),
  featured: z.boolean(),
  publication: z.enum(PUBLICATIONS),
  images: z.array(ZImage),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
});
export type TProduct = z.infer<typeof ZProduct>;
export const ZProductPage = pageOf(ZProduct);

const ZOptionalFlag = z.enum(['', 'true', 'false']).optional();
export const ZProductQuery = z.object({
  categoryId: z.string().optional(),
  organizationId: z.string().optional(),
  publication: z.enum(['', ...PUBLICATIONS]).optional(),
  featured: ZOptionalFlag,
  stock: z.enum(['', ...STOCK_STATUSES]).optional(),
});

/** What an employee sees of a product: no stock count, no publication. */
export const ZShopProduct = ZProduct.pick({
  id: true,
  currency: true,
  sku: true,
  name: true,
  brand: true,
  categoryId: true,
  categoryName: true,
  subcategoryId: true,
  subcategoryName: true,
  description: true,
  price: true,
  discountedPrice: true,
  pointsPrice: true,
  stockStatus: true,
  featured: true,
  images: true,
});
export type TShopProduct = z.infer<typeof ZShopProduct>;
export const ZShopProductPage = pageOf(ZShopProduct);
export const ZShopQuery = z.object({
  categoryId: z.string().optional(),
  subcategoryId: z.string().optional(),
  featured: ZOptionalFlag,
});

export const BANNER_LINKS = ['product', 'category'] as const;
export const ZBannerBody = z
  .object({
    title: requiredText(150),
    organizationId: optionalRef,
    linkType: z.enum(BANNER_LINKS, { error: 'invalidOption' }),
    productId: optionalRef,
    categoryId: optionalRef,
    sortOrder: intIn(0, 9999).default(0),
    validFrom: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.iso.date({ error: 'invalidDate' }).nullable(),
    ),
    validTo: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.iso.date({ error: 'invalidDate' }).nullable(),
    ),
  })
  .superRefine((b, ctx) => {
    const link = b.linkType === 'product' ? 'productId' : 'categoryId';
    if (!b[link]) ctx.addIssue({ code: 'custom', path: [link], message: 'required' });
    if (b.validFrom && b.validTo && b.validTo < b.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'beforeStart' });
  });
export type TBannerBody = z.infer<typeof ZBannerBody>;

export const ZBanner = z.object({
  id: z.string(),
  title: z.string(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  linkType: z.enum(BANNER_LINKS),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  sortOrder: z.number(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  imageUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type TBanner = z.infer<typeof ZBanner>;
export const ZBannerPage = pageOf(ZBanner);

export const ZOrderItemBody = z.object({ productId: ref, quantity: intIn(1, ORDER_QUANTITY_MAX) });
export const ZOrderBody = z.object({
  items: z
    .array(ZOrderItemBody, { error: 'required' })
    .min(1, { error: 'emptyCart' })
    .max(ORDER_ITEMS_MAX, { error: 'tooMany' })
    .refine((l) => new Set(l.map((i) => i.productId)).size === l.length, { error: 'duplicateItem' }),
  payment: z.enum(PAYMENT_METHODS, { error: 'invalidOption' }),
  note: optionalText(300),
  /** HR orders for an employee; an employee's own order names no one */
  employeeId: optionalRef.optional(),
});
export type TOrderBody = z.infer<typeof ZOrderBody>;
export const ZQuoteBody = ZOrderBody.pick({ items: true, employeeId: true });

export const ZOrderItem = z.object({
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number(),
  unitPrice: z.string(),
  unitPoints: z.number().nullable(),
  lineTotal: z.string(),
  linePoints: z.number().nullable(),
  imageUrl: z.string().nullable(),
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

export const ZOrder = z.object({
  id: z.string(),
  number: z.string(),
  placedAt: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  employeeCode: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  currency: z.string(),
  items: z.array(ZOrderItem),
  totalMoney: z.string(),
  totalPoints: z.number(),
  payment: z.enum(PAYMENT_METHODS),
  /** the payroll month the deduction falls in (YYYY-MM), for a payroll-deduction order */
  deductionMonth: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  note: z.string().nullable(),
  reason: z.string().nullable(),
  placedByName: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  statusChangedByName: z.string().nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;
export const ZOrderPage = pageOf(ZOrder);
export const ZOrderQuery = z.object({
  status: z.enum(['', ...ORDER_STATUSES]).optional(),
  payment: z.enum(['', ...PAYMENT_METHODS]).optional(),
  organizationId: z.string().optional(),
});
export const ZOrderStatusBody = z
  .object({ status: z.enum(ORDER_STATUSES, { error: 'invalidOption' }), reason: optionalText(500) })
  .superRefine((b, ctx) => {
    if (b.status === 'rejected' && !b.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
  });

/** The cart priced now: each line as it would be ordered, the totals, and what may pay for it. */
export const ZQuote = z.object({
  currency: z.string().nullable(),
  items: z.array(
    ZOrderItem.extend({ available: z.boolean(), stockStatus: z.enum(STOCK_STATUSES), featured: z.boolean() }),
  ),
  totalMoney: z.string(),
  /** null when a line has no price in points */
  totalPoints: z.number().nullable(),
  pointsBalance: z.number(),
  payments: z.array(z.enum(PAYMENT_METHODS)),
  deductionMonth: z.string().nullable(),
});
export type TQuote = z.infer<typeof ZQuote>;

export const ZShopCategory = z.object({
  id: z.string(),
  name: z.string(),
  subcategories: z.array(z.object({ id: z.string(), name: z.string() })),
});
export const ZShopHome = z.object({
  currency: z.string(),
  banners: z.array(ZBanner),
  categories: z.array(ZShopCategory),
  top: z.array(ZShopProduct),
  pointsBalance: z.number(),
  payments: z.array(z.enum(PAYMENT_METHODS)),
});
export type TShopHome = z.infer<typeof ZShopHome>;
