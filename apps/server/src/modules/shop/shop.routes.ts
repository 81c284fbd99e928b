import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDeleteReason } from '@staffdesk/core/form-fields';
import {
  PRODUCT_IMAGES_MAX,
  ZBanner,
  ZBannerPage,
  ZOrder,
  ZOrderPage,
  ZOrderQuery,
  ZProduct,
  ZProductPage,
  ZProductQuery,
  ZQuote,
  ZShopHome,
  ZShopProduct,
  ZShopProductPage,
  ZShopQuery,
} from '@staffdesk/core/shop-api';
import { EXPORT_FORMATS, sendExport } from '../../platform/export.ts';
import { readFormOrJson } from '../../platform/files/uploads.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import * as banners from './banners.service.ts';
import * as orders from './orders.service.ts';
import * as products from './products.service.ts';
import * as shop from './shop.service.ts';

const ZId = z.object({ id: z.string().max(64) });
const ZImageParams = z.object({ id: z.string().max(64), imageId: z.string().max(64) });
const ZImageQuery = z.object({ size: z.enum(['full', 'thumb']).optional() });
const ZOk = z.object({ ok: z.boolean() });
/** The shop's grid pages by rows of 2, 3 and 4 cards. */
const ZShopListQuery = ZListQuery.extend({
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => [12, 24, 48].includes(n))
    .default(24),
}).extend(ZShopQuery.shape);

/**
 * The shop's API (issue 16): HR's products, banners and orders on their privilege pages (the tenant's `shop` feature
 * gates the pages), and the employee shop under `/me/shop`. Product and banner forms are multipart (pictures).
 */
export const shopRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['shop'];
    const form = (req: Parameters<typeof readFormOrJson>[0]) => readFormOrJson(req, { maxFiles: PRODUCT_IMAGES_MAX });

    // --- products --------------------------------------------------------------------------------------------
    app.get(
      '/shop/products',
      {
        config: { access: 'page:products:view' },
        schema: { tags, querystring: ZListQuery.extend(ZProductQuery.shape), response: { 200: ZProductPage } },
      },
      async (req) => products.listProducts(s, authOf(req), req.query),
    );
    app.get(
      '/shop/products/:id',
      { config: { access: 'page:products:view' }, schema: { tags, params: ZId, response: { 200: ZProduct } } },
      async (req) => products.getProduct(s, authOf(req), req.params.id),
    );
    app.post(
      '/shop/products',
      { config: { access: 'page:products:add' }, schema: { tags, response: { 201: ZProduct } } },
      async (req, reply) => reply.code(201).send(await products.createProduct(s, authOf(req), await form(req), req)),
    );
    app.put(
      '/shop/products/:id',
      { config: { access: 'page:products:edit' }, schema: { tags, params: ZId, response: { 200: ZProduct } } },
      async (req) => {
        await products.getProduct(s, authOf(req), req.params.id);
        return products.updateProduct(s, authOf(req), req.params.id, await form(req), req);
      },
    );
    app.delete(
      '/shop/products/:id',
      {
        config: { access: 'page:products:delete' },
        schema: { tags, params: ZId, body: ZDeleteReason, response: { 200: ZOk } },
      },
      async (req) => products.deleteProduct(s, authOf(req), req.params.id, req.body.reason, req),
    );
    app.get(
      '/shop/products/:id/images/:imageId',
      { config: { access: 'page:products:view' }, schema: { tags, params: ZImageParams, querystring: ZImageQuery } },
      async (req, reply) => products.sendProductImage(s, authOf(req), req.params, req.query.size === 'thumb', reply),
    );

    // --- banners ---------------------------------------------------------------------------------------------
    app.get(
      '/shop/banners',
      {
        config: { access: 'page:banner:view' },
        schema: { tags, querystring: ZListQuery, response: { 200: ZBannerPage } },
      },
      async (req) => banners.listBanners(s, authOf(req), req.query),
    );
    app.get(
      '/shop/banners/:id',
      { config: { access: 'page:banner:view' }, schema: { tags, params: ZId, response: { 200: ZBanner } } },
      async (req) => banners.getBanner(s, authOf(req), req.params.id),
    );
    app.post(
      '/shop/banners',
      { config: { access: 'page:banner:add' }, schema: { tags, response: { 201: ZBanner } } },
      async (req, reply) =>
        reply.code(201).send(await banners.createBanner(s, authOf(req), await readFormOrJson(req), req)),
    );
    app.put(
      '/shop/banners/:id',
      { config: { access: 'page:banner:edit' }, schema: { tags, params: ZId, response: { 200: ZBanner } } },
      async (req) => {
        await banners.getBanner(s, authOf(req), req.params.id);
        return banners.updateBanner(s, authOf(req), req.params.id, await readFormOrJson(req), req);
      },
    );
    app.delete(
      '/shop/banners/:id',
      {
        config: { access: 'page:banner:delete' },
        schema: { tags, params: ZId, body: ZDeleteReason, response: { 200: ZOk } },
      },
      async (req) => banners.deleteBanner(s, authOf(req), req.params.id, req.body.reason, req),
    );
    app.get(
      '/shop/banners/:id/image',
      { config: { access: 'page:banner:view' }, schema: { tags, params: ZId } },
      async (req, reply) => banners.sendBannerImage(s, authOf(req), req.params.id, reply),
    );

    // --- orders ----------------------------------------------------------------------------------------------
    const ZOrders = ZListQuery.extend(ZOrderQuery.shape);
    app.get(
      '/shop/orders',
      { config: { access: 'page:orders:view' }, schema: { tags, querystring: ZOrders, response: { 200: ZOrderPage } } },
      async (req) => orders.listOrders(s, authOf(req), req.query),
    );
    for (const format of EXPORT_FORMATS)
      app.get(
        `/shop/orders/export.${format}`,
        {
          config: { access: 'page:orders:view', heavy: true },
          schema: { tags, querystring: ZOrders.extend({ lang: z.string().max(5).optional() }) },
        },
        async (req, reply) => {
          const lang = req.query.lang ?? req.sessionLookup?.user.language ?? 'en';
          const t = (k: string, f: string) => translate(lang, 'shop', k, f);
          const rows = await orders.exportOrders(s, authOf(req), req.query);
          const headers = [
            t('orders.number', 'Order number'),
            t('orders.date', 'Date'),
            t('orders.employeeCode', 'Employee ID'),
            t('orders.employee', 'Employee'),
            t('orders.organization', 'Organization'),
            t('orders.items', 'Items'),
            t('orders.currency', 'Currency'),
            t('orders.totalMoney', 'Total'),
            t('orders.totalPoints', 'Points'),
            t('orders.payment', 'Payment'),
            t('orders.deductionMonth', 'Payroll month'),
            t('orders.status', 'Status'),
          ];
          async function* cells() {
            yield rows.map((o) => [
              o.number,
              o.placedAt.slice(0, 10),
              o.employeeCode,
              o.employeeName,
              o.organizationName,
              o.items.map((i) => `${i.quantity} × ${i.name} (${i.sku})`).join('; '),
              o.currency,
              o.totalMoney,
              o.totalPoints,
              t(`payments.${o.payment}`, o.payment),
              o.deductionMonth ?? '',
              t(`statuses.${o.status}`, o.status),
            ]);
          }
          return sendExport(reply, { list: 'shop-orders', format, headers, batches: cells() });
        },
      );
    app.get(
      '/shop/orders/:id',
      { config: { access: 'page:orders:view' }, schema: { tags, params: ZId, response: { 200: ZOrder } } },
      async (req) => orders.getOrder(s, authOf(req), req.params.id),
    );
    app.post(
      '/shop/orders/quote',
      { config: { access: 'page:orders:add' }, schema: { tags, response: { 200: ZQuote } } },
      async (req) => orders.quote(s, authOf(req), req.body),
    );
    app.post(
      '/shop/orders',
      { config: { access: 'page:orders:add' }, schema: { tags, response: { 201: ZOrder } } },
      async (req, reply) => reply.code(201).send(await orders.placeOrder(s, authOf(req), req.body, req)),
    );
    app.post(
      '/shop/orders/:id/status',
      { config: { access: 'page:orders:approve' }, schema: { tags, params: ZId, response: { 200: ZOrder } } },
      async (req) => orders.changeStatus(s, authOf(req), req.params.id, req.body, req),
    );

    // --- the employee shop -----------------------------------------------------------------------------------
    const emp = 'role:emp' as const;
    app.get('/me/shop', { config: { access: emp }, schema: { tags, response: { 200: ZShopHome } } }, async (req) =>
      shop.shopHome(s, authOf(req)),
    );
    app.get(
      '/me/shop/products',
      { config: { access: emp }, schema: { tags, querystring: ZShopListQuery, response: { 200: ZShopProductPage } } },
      async (req) => shop.listShop(s, authOf(req), req.query),
    );
    app.get(
      '/me/shop/products/:id',
      { config: { access: emp }, schema: { tags, params: ZId, response: { 200: ZShopProduct } } },
      async (req) => shop.getShopProduct(s, authOf(req), req.params.id),
    );
    app.get(
      '/me/shop/products/:id/images/:imageId',
      { config: { access: emp }, schema: { tags, params: ZImageParams, querystring: ZImageQuery } },
      async (req, reply) =>
        products.sendProductImage(
          s,
          authOf(req),
          req.params,
          req.query.size === 'thumb',
          reply,
          shop.myShop(authOf(req)),
        ),
    );
    app.get(
      '/me/shop/banners/:id/image',
      { config: { access: emp }, schema: { tags, params: ZId } },
      async (req, reply) => banners.sendBannerImage(s, authOf(req), req.params.id, reply, shop.myShop(authOf(req))),
    );
    app.post('/me/shop/quote', { config: { access: emp }, schema: { tags, response: { 200: ZQuote } } }, async (req) =>
      orders.quote(s, authOf(req), req.body),
    );
    app.get(
      '/me/shop/orders',
      {
        config: { access: emp },
        schema: {
          tags,
          querystring: ZListQuery.extend({ status: ZOrderQuery.shape.status }),
          response: { 200: ZOrderPage },
        },
      },
      async (req) => orders.myOrders(s, authOf(req), req.query),
    );
    app.post(
      '/me/shop/orders',
      { config: { access: emp }, schema: { tags, response: { 201: ZOrder } } },
      async (req, reply) => reply.code(201).send(await orders.placeOrder(s, authOf(req), req.body, req)),
    );
    app.post(
      '/me/shop/orders/:id/cancel',
      { config: { access: emp }, schema: { tags, params: ZId, response: { 200: ZOrder } } },
      async (req) => orders.cancelMine(s, authOf(req), req.params.id, req),
    );
  };
