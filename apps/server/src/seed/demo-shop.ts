import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Money, moneyString } from '@staffdesk/core/money';
import { SHOP_CATEGORY, SHOP_SUBCATEGORY } from '@staffdesk/core/resources/settings-resources';
import type { TOrderStatus, TPaymentMethod, TProductBody } from '@staffdesk/core/shop-api';
import { todayIn } from '@staffdesk/core/time-zones';
import type { TDb } from '../platform/db/db.ts';
import { nextInSeries } from '../platform/db/series.ts';
import { FileStore } from '../platform/files/files.ts';
import { webImage } from '../platform/files/web-image.ts';
import { notifyUsers } from '../platform/notifications/notify.ts';
import { insertRecord } from '../modules/resources/resources.repo.ts';
import { accountOf } from '../modules/employees/approvers.ts';
import { insertBanner } from '../modules/shop/banners.repo.ts';
import * as orders from '../modules/shop/orders.repo.ts';
import * as products from '../modules/shop/products.repo.ts';
import { demoPng, hex, mix, type TRgb } from './demo-images.ts';

type TActor = { id: string; type: string; name: string };

/** Categories, their sub categories, and how their pictures look (a colour and a shape). */
const CATALOGUE = [
  { name: 'Apparel', subs: ['T-shirts', 'Caps'], color: '#1c7ed6', shape: 'shirt' },
  { name: 'Drinkware', subs: ['Mugs', 'Bottles'], color: '#e8590c', shape: 'mug' },
  { name: 'Stationery', subs: ['Notebooks', 'Pens'], color: '#2b8a3e', shape: 'book' },
  { name: 'Electronics', subs: ['Audio', 'Power'], color: '#5f3dc4', shape: 'disc' },
  { name: 'Snacks & vouchers', subs: ['Snacks', 'Vouchers'], color: '#c2255c', shape: 'ticket' },
] as const;

/** name, sub category, brand, price, discounted price, points (null: not for points), stock, featured */
type TItem = [string, string, string, string, string | null, number | null, number, boolean];
const ITEMS: Record<(typeof CATALOGUE)[number]['name'], TItem[]> = {
  Apparel: [
    ['Company polo shirt (navy)', 'T-shirts', 'Mekong Wear', '14.00', '11.50', 120, 40, true],
    ['Company polo shirt (white)', 'T-shirts', 'Mekong Wear', '14.00', null, 120, 0, false],
    ['Run club T-shirt', 'T-shirts', 'Mekong Wear', '9.00', null, 80, 25, false],
    ['Rain jacket', 'T-shirts', 'Monsoon', '32.00', '27.00', 300, 6, true],
    ['Baseball cap', 'Caps', 'Mekong Wear', '7.50', null, 60, 50, false],
    ['Bucket hat', 'Caps', 'Monsoon', '8.00', null, 70, 0, false],
    ['Knitted beanie', 'Caps', 'Monsoon', '6.50', null, null, 12, false],
    ['Hoodie (grey)', 'T-shirts', 'Mekong Wear', '24.00', null, 220, 18, false],
  ],
  Drinkware: [
    ['Ceramic mug 350 ml', 'Mugs', 'Angkor Clay', '5.00', null, 40, 80, true],
    ['Travel mug with lid', 'Mugs', 'Angkor Clay', '11.00', '9.00', 90, 30, false],
    ['Espresso cup set (2)', 'Mugs', 'Angkor Clay', '8.00', null, 70, 0, false],
    ['Steel water bottle 750 ml', 'Bottles', 'HydroLeaf', '13.00', null, 110, 45, true],
    ['Glass bottle with sleeve', 'Bottles', 'HydroLeaf', '10.00', null, 85, 20, false],
    ['Kids bottle', 'Bottles', 'HydroLeaf', '7.00', null, null, 15, false],
    ['Cold brew jar', 'Bottles', 'HydroLeaf', '16.00', '12.00', 130, 3, false],
    ['Bamboo coaster set', 'Mugs', 'Angkor Clay', '4.50', null, 35, 60, false],
  ],
  Stationery: [
    ['A5 dotted notebook', 'Notebooks', 'Palm Leaf', '4.00', null, 30, 100, true],
    ['Hardcover planner 2027', 'Notebooks', 'Palm Leaf', '9.50', '7.50', 70, 35, true],
    ['Pocket notebook (3 pack)', 'Notebooks', 'Palm Leaf', '5.50', null, 45, 0, false],
    ['Gel pens (5 colours)', 'Pens', 'InkWell', '3.50', null, 25, 120, false],
    ['Fountain pen', 'Pens', 'InkWell', '18.00', null, 160, 8, false],
    ['Highlighters (4 pack)', 'Pens', 'InkWell', '3.00', null, 20, 90, false],
    ['Desk organiser', 'Notebooks', 'Palm Leaf', '12.00', null, 100, 14, false],
    ['Sticky notes set', 'Pens', 'InkWell', '2.50', null, null, 0, false],
  ],
  Electronics: [
    ['Wireless earbuds', 'Audio', 'Sonica', '39.00', '34.00', 350, 10, true],
    ['Over-ear headphones', 'Audio', 'Sonica', '59.00', null, 520, 4, false],
    ['Bluetooth speaker', 'Audio', 'Sonica', '29.00', null, 260, 0, false],
    ['Power bank 10 000 mAh', 'Power', 'VoltGo', '22.00', '18.50', 190, 25, true],
    ['USB-C charger 30 W', 'Power', 'VoltGo', '15.00', null, 130, 40, false],
    ['Charging cable (2 m)', 'Power', 'VoltGo', '6.00', null, 50, 75, false],
  ],
  'Snacks & vouchers': [
    ['Kampot pepper gift box', 'Snacks', 'Kampot Farm', '12.00', null, 100, 30, true],
    ['Cashew nuts 500 g', 'Snacks', 'Kampot Farm', '8.00', null, 70, 0, false],
    ['Palm sugar cookies', 'Snacks', 'Kampot Farm', '4.00', null, 35, 55, false],
    ['Cinema voucher', 'Vouchers', 'Legend', '6.00', null, 50, 200, false],
    ['Coffee shop voucher', 'Vouchers', 'Brown', '5.00', null, 40, 150, false],
    ['Spa voucher', 'Vouchers', 'Bodia', '35.00', '30.00', 300, 5, false],
  ],
};

/** A product picture: the category's colour fading to white, with its shape in white (square, 320 px). */
function productPng(color: string, shape: string, variant: number): Buffer {
  const c = hex(color);
  const light = mix(c, [255, 255, 255], 0.75);
  const s = 320;
  return demoPng(s, s, (x, y): TRgb => {
    const base = mix(light, c, (x + y) / (2 * s));
    const cx = x - s / 2;
    const cy = y - s / 2 - (variant % 3) * 4;
    const inside =
      shape === 'shirt'
        ? (Math.abs(cx) < 60 && cy > -60 && cy < 90) || (cy > -60 && cy < -10 && Math.abs(cx) < 110)
        : shape === 'mug'
          ? (Math.abs(cx) < 60 && Math.abs(cy) < 80) || (cx > 60 && cx < 100 && Math.abs(cy) < 40 && Math.abs(cy) > 15)
          : shape === 'book'
            ? Math.abs(cx) < 70 && Math.abs(cy) < 95 && !(cx > -60 && cx < -52)
            : shape === 'disc'
              ? cx ** 2 + cy ** 2 < 95 ** 2 && cx ** 2 + cy ** 2 > 30 ** 2
              : Math.abs(cx) < 110 && Math.abs(cy) < 55 && (cx + 40) ** 2 + cy ** 2 > 14 ** 2;
    return inside ? mix(base, [255, 255, 255], 0.85) : base;
  });
}

/** A wide banner picture: the colour band with a row of circles. */
function bannerPng(color: string): Buffer {
  const c = hex(color);
  const [w, h] = [960, 320];
  return demoPng(w, h, (x, y): TRgb => {
    const base = mix(c, mix(c, [255, 255, 255], 0.6), x / w);
    const on = [0, 1, 2, 3].some((i) => (x - 600 - i * 90) ** 2 + (y - 160) ** 2 < (30 + i * 6) ** 2);
    return on ? mix(base, [255, 255, 255], 0.5) : base;
  });
}

/**
 * The demo shop (issue 16): five categories with sub categories, about forty products with pictures (some out of
 * stock, some featured, a draft and an unpublished one; most Phnom Penh's in USD, a few Kuala Lumpur's in MYR),
 * banners (one expired), and orders in every status — Srey Pov's (PP1001) and colleagues', paid with points, by
 * payroll deduction and on delivery; the new ones tell HR (the top bar's orders counter). Pictures and banners need
 * the file store.
 */
export async function seedDemoShop(db: TDb, tenantId: string, hr: TActor, dataDir: string | undefined) {
  // without a file store (the benchmark's seed) the catalogue and orders come without pictures and banners
  const files = dataDir ? new FileStore(path.join(dataDir, 'files')) : null;
  const org = async (code: string) =>
    (
      await db.execute<{ id: string; timezone: string }>(
        sql`select id, timezone from organizations where tenant_id = ${tenantId} and code = ${code}`,
      )
    ).rows[0]!;
  const pp = await org('MTPP');
  const kl = await org('MYKL');

  const categories: Record<string, string> = {};
  const subs: Record<string, string> = {};
  for (const [i, c] of CATALOGUE.entries()) {
    categories[c.name] = await insertRecord(db, SHOP_CATEGORY, tenantId, { name: c.name, sortOrder: i + 1 }, hr);
    for (const s of c.subs)
      subs[`${c.name}/${s}`] = await insertRecord(
        db,
        SHOP_SUBCATEGORY,
        tenantId,
        { name: s, categoryId: categories[c.name] },
        hr,
      );
  }

  // one picture per category and variant, resized once and stored per product
  const pictures = new Map<string, Awaited<ReturnType<typeof webImage>>>();
  const pictureOf = async (color: string, shape: string, variant: number) => {
    const key = `${shape}:${variant % 3}`;
    if (!pictures.has(key)) {
      const content = productPng(color, shape, variant);
      pictures.set(key, await webImage({ field: 'images', name: 'demo.png', content, size: content.length }));
    }
    return pictures.get(key)!;
  };

  const by = { id: hr.id, name: hr.name };
  const made: { id: string; name: string; org: string; price: string; points: number | null }[] = [];
  let n = 0;
  for (const c of CATALOGUE)
    for (const [name, sub, brand, price, discounted, points, stock, featured] of ITEMS[c.name]) {
      n += 1;
      // every fifth product is Kuala Lumpur's, priced in ringgit at about four to the dollar
      const isKl = n % 5 === 0;
      const myr = (v: string) => moneyString(new Money(v).times(4.2).toDecimalPlaces(0), 'MYR');
      const body: TProductBody = {
        organizationId: isKl ? kl.id : pp.id,
        sku: `${c.name.slice(0, 3).toUpperCase()}-${String(1000 + n)}`,
        name,
        brand,
        categoryId: categories[c.name]!,
        subcategoryId: subs[`${c.name}/${sub}`] ?? null,
        description: `<p>${name} by ${brand}. A favourite of the team — order from the shop and collect it at HR.</p>`,
        price: isKl ? myr(price) : price,
        discountedPrice: discounted ? (isKl ? myr(discounted) : discounted) : null,
        pointsPrice: points,
        stock,
        featured,
        publication: n === 7 ? 'draft' : n === 13 ? 'unpublished' : 'published',
      };
      const id = await products.insertProduct(db, tenantId, body, by);
      made.push({ id, name, org: body.organizationId, price: body.discountedPrice ?? body.price, points });
      if (!files) continue;
      const pics = [await pictureOf(c.color, c.shape, n)];
      if (featured) pics.push(await pictureOf(c.color, c.shape, n + 1));
      const saved = [];
      for (const p of pics)
        saved.push({
          fileKey: await files.save(p.full),
          thumbKey: await files.save(p.thumb),
          width: p.width,
          height: p.height,
        });
      await products.addImages(db, tenantId, id, saved);
    }

  // banners: two current (a product, a category for everyone), one expired
  const today = todayIn(pp.timezone);
  const featuredPp = made.find((p) => p.name === 'Power bank 10 000 mAh')!;
  for (const b of !files
    ? []
    : ([
        {
          title: 'Power banks for the road',
          organizationId: pp.id,
          linkType: 'product',
          productId: featuredPp.id,
          categoryId: null,
          sortOrder: 1,
          validFrom: null,
          validTo: null,
          color: '#5f3dc4',
        },
        {
          title: 'Drinkware week',
          organizationId: null,
          linkType: 'category',
          productId: null,
          categoryId: categories.Drinkware!,
          sortOrder: 2,
          validFrom: null,
          validTo: null,
          color: '#e8590c',
        },
        {
          title: 'New year sale (ended)',
          organizationId: null,
          linkType: 'category',
          productId: null,
          categoryId: categories.Apparel!,
          sortOrder: 3,
          validFrom: `${Number(today.slice(0, 4)) - 1}-01-01`,
          validTo: `${Number(today.slice(0, 4)) - 1}-01-31`,
          color: '#1c7ed6',
        },
      ] as const)) {
    const content = bannerPng(b.color);
    const img = await webImage({ field: 'image', name: 'banner.png', content, size: content.length }, 1920);
    const key = await files!.save(img.full);
    const { color: _c, ...body } = b;
    await insertBanner(db, tenantId, body, key, hr.name);
  }

  await seedDemoOrders(db, tenantId, hr, { pp: pp.id, timezone: pp.timezone, made });
}

/** Orders in every status: placed as the shop places them (stock taken, points spent), then moved on. */
async function seedDemoOrders(
  db: TDb,
  tenantId: string,
  hr: TActor,
  o: {
    pp: string;
    timezone: string;
    made: { id: string; name: string; org: string; price: string; points: number | null }[];
  },
) {
  const people = await db.execute<{ id: string; userId: string | null; code: string; name: string }>(sql`
    select e.id, e.user_id as "userId", e.employee_code as code, concat_ws(' ', e.first_name, e.last_name) as name
      from employees e join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
     where e.tenant_id = ${tenantId} and e.organization_id = ${o.pp} and e.status = 'active' and e.deleted_at is null
       and (e.employee_code = 'PP1001' or d.code in ('FIN', 'WH'))
     order by e.employee_code = 'PP1001' desc, e.employee_code limit 4`);
  const [srey, ...others] = people.rows;
  if (!srey) return;
  const today = todayIn(o.timezone);
  const pick = (name: string) => o.made.find((p) => p.name === name && p.org === o.pp)!;
  const plan: {
    who: typeof srey;
    items: [string, number][];
    payment: TPaymentMethod;
    path: TOrderStatus[];
    reason?: string;
  }[] = [
    { who: srey, items: [['Ceramic mug 350 ml', 2]], payment: 'points', path: ['accepted', 'shipped', 'completed'] },
    {
      who: srey,
      items: [
        ['A5 dotted notebook', 1],
        ['Highlighters (4 pack)', 2],
      ],
      payment: 'payroll',
      path: ['accepted', 'shipped'],
    },
    { who: srey, items: [['Steel water bottle 750 ml', 1]], payment: 'onDelivery', path: ['accepted'] },
    { who: srey, items: [['Kampot pepper gift box', 1]], payment: 'points', path: [] },
    {
      who: srey,
      items: [['Fountain pen', 1]],
      payment: 'points',
      path: ['rejected'],
      reason: 'The engraving service is closed this month',
    },
    { who: srey, items: [['Run club T-shirt', 1]], payment: 'onDelivery', path: ['cancelled'] },
    ...others.flatMap((w, i) => [
      {
        who: w,
        items: [['Company polo shirt (navy)', 1 + i] as [string, number]],
        payment: 'payroll' as const,
        path: [],
      },
      {
        who: w,
        items: [['Cinema voucher', 2] as [string, number]],
        payment: 'points' as const,
        path: ['accepted', 'shipped', 'completed'] as TOrderStatus[],
      },
    ]),
  ];
  const account = await accountOf(db, tenantId);
  // the buyers' points for the shop: this year's safety award
  const award = (
    await db.execute<{ id: string }>(
      sql`select id from point_reasons where tenant_id = ${tenantId} and reason = 'Safety suggestion adopted'`,
    )
  ).rows[0]?.id;
  if (award)
    for (const w of people.rows)
      await db.execute(sql`
        insert into employee_points (tenant_id, employee_id, date, point_reason_id, points, remark, created_by,
                                     created_by_type, created_by_name)
        values (${tenantId}, ${w.id}, ${`${today.slice(0, 8)}01`}, ${award}, 300, 'Annual safety award', ${hr.id},
                ${hr.type}, ${hr.name})`);
  const hrUsers = (
    await db.execute<{ id: string }>(
      sql`select id from users where tenant_id = ${tenantId} and login_type = 'hr_admin'`,
    )
  ).rows.map((r) => r.id);
  for (const p of plan) {
    const lines = p.items.map(([name, quantity]) => {
      const x = pick(name);
      return {
        productId: x.id,
        sku: '',
        name: x.name,
        quantity,
        unitPrice: x.price,
        unitPoints: x.points,
        lineTotal: moneyString(new Money(x.price).times(quantity), 'USD'),
        linePoints: x.points === null ? null : x.points * quantity,
      };
    });
    const skus = await db.execute<{ id: string; sku: string }>(sql`
      select id, sku from shop_products where tenant_id = ${tenantId} and id = any(${sql.param(lines.map((l) => l.productId))}::uuid[])`);
    for (const l of lines) l.sku = skus.rows.find((r) => r.id === l.productId)!.sku;
    const points = p.payment === 'points' ? lines.reduce((a, l) => a + (l.linePoints ?? 0), 0) : 0;
    if (p.payment === 'points' && (await orders.pointsBalance(db, tenantId, p.who.id)) < points) continue;
    for (const l of lines) await orders.takeStock(db, tenantId, l.productId, l.quantity);
    const number = await nextInSeries(db, tenantId, 'order', Number(today.slice(0, 4)));
    const id = await orders.insertOrder(db, tenantId, {
      number,
      employeeId: p.who.id,
      organizationId: o.pp,
      currency: 'USD',
      payment: p.payment,
      totalMoney: moneyString(
        lines.reduce((a, l) => a.plus(l.lineTotal), new Money(0)),
        'USD',
      ),
      totalPoints: points,
      deductionPeriod: p.payment === 'payroll' ? await orders.deductionPeriod(db, tenantId, o.pp, today) : null,
      note: null,
      by: { id: p.who.userId ?? hr.id, name: p.who.userId ? p.who.name : hr.name },
      lines,
    });
    if (points > 0)
      await orders.addPoints(db, tenantId, {
        employeeId: p.who.id,
        date: today,
        points: -points,
        orderNumber: number,
        by: { id: hr.id, name: hr.name, type: hr.type },
      });
    for (const to of p.path) {
      if (to === 'rejected' || to === 'cancelled') {
        await orders.returnStock(db, tenantId, id);
        if (points > 0)
          await orders.addPoints(db, tenantId, {
            employeeId: p.who.id,
            date: today,
            points,
            orderNumber: number,
            by: { id: hr.id, name: hr.name, type: hr.type },
          });
      }
      await orders.setStatus(db, tenantId, id, to, to === 'rejected' ? (p.reason ?? null) : null, hr.name);
    }
    if (p.path.length === 0)
      await notifyUsers(db, tenantId, hrUsers, {
        kind: 'orderPlaced',
        params: { name: p.who.name, number },
        link: `/${account}/shopsorder/listing?status=ordered`,
      });
  }
}
