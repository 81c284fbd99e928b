import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOrder, TQuote } from '@staffdesk/core/shop-api';
import { todayIn } from '@staffdesk/core/time-zones';
import { shopFixture } from './shop-fixtures.ts';

/**
 * Orders (issue 16): placed from the cart at today's prices, paid with points, by payroll deduction or on delivery;
 * the stock and the points never below zero, also under concurrent orders; given back once on rejection or
 * cancellation; the status flow, its audit and notifications; a scoped sub admin kept to their employees.
 */
let f: Awaited<ReturnType<typeof shopFixture>>;

beforeAll(async () => {
  f = await shopFixture();
});
afterAll(async () => {
  await f?.close();
});

const order = (cookie: string, body: object) => f.api(cookie, 'POST', '/me/shop/orders', body);
const move = (id: string, status: string, reason?: string) =>
  f.api(f.hr, 'POST', `/shop/orders/${id}/status`, { status, ...(reason ? { reason } : {}) });

describe('placing an order', () => {
  it('prices the cart now, spends the points and keeps the prices on the order', async () => {
    const p = await f.made({ price: '10.00', discountedPrice: '8.50', pointsPrice: '25' });
    await f.award(f.ids.srey, 100);
    const before = await f.balance(f.ids.srey);
    const q = await f.api(f.emp, 'POST', '/me/shop/quote', { items: [{ productId: p.id, quantity: 2 }] });
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json()).toMatchObject({
      currency: 'USD',
      totalMoney: '17.00',
      totalPoints: 50,
      pointsBalance: before,
      payments: ['points', 'payroll', 'onDelivery'],
    } satisfies Partial<TQuote>);
    const r = await order(f.emp, { items: [{ productId: p.id, quantity: 2 }], payment: 'points', note: 'Blue please' });
    expect(r.statusCode, r.body).toBe(201);
    const o = r.json() as TOrder;
    expect(o.number).toMatch(/^ORD-\d{4}-\d{5}$/);
    expect(o).toMatchObject({
      status: 'ordered',
      payment: 'points',
      totalMoney: '17.00',
      totalPoints: 50,
      note: 'Blue please',
    });
    expect(o.items[0]).toMatchObject({
      sku: p.sku,
      quantity: 2,
      unitPrice: '8.50',
      unitPoints: 25,
      lineTotal: '17.00',
    });
    expect(await f.balance(f.ids.srey)).toBe(before - 50);
    expect(await f.stock(p.id)).toBe(18);
    // a later price change leaves the order as it was
    await f.owner.query(`update shop_products set discounted_price = 1 where id = $1`, [p.id]);
    const again = (await f.api(f.hr, 'GET', `/shop/orders/${o.id}`)).json() as TOrder;
    expect(again.items[0]!.unitPrice).toBe('8.50');
    // the spend is a line of the points ledger, named by the order, that HR cannot change
    const ledger = await f.api(f.hr, 'GET', `/resources/employeePoint?employeeId=${f.ids.srey}&search=${o.number}`);
    const row = ledger.json().rows[0];
    expect(row).toMatchObject({ points: -50, orderNumber: o.number, pointReasonId: null });
    const edit = await f.api(f.hr, 'PUT', `/resources/employeePoint/${row.id}`, {
      employeeId: f.ids.srey,
      date: '2026-11-02',
      pointReasonId: f.ids.reason,
      points: 5,
    });
    expect(edit.statusCode).toBe(409);
    // audited, and HR told (the top bar's orders counter)
    const log = await f.owner.query(`select action from audit_log where entity = 'shopOrder' and entity_id = $1`, [
      o.id,
    ]);
    expect(log.rows.map((x) => x.action)).toEqual(['shopOrder.create']);
    const hrUser = await f.owner.query(
      `select count(*)::int as n from notifications n join users u on u.id = n.recipient_id
        where u.email = 'hr@demo.test' and n.kind = 'orderPlaced' and n.params->>'number' = $1`,
      [o.number],
    );
    expect(hrUser.rows[0].n).toBe(1);
  });

  it('refuses an empty cart, another organization’s product, a draft, and points it does not have', async () => {
    const empty = await order(f.emp, { items: [], payment: 'points' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('No items in the cart');
    const kl = await f.made({ organizationId: f.ids.mykl });
    const draft = await f.made({ publication: 'draft' });
    for (const p of [kl, draft]) {
      const r = await order(f.emp, { items: [{ productId: p.id, quantity: 1 }], payment: 'onDelivery' });
      expect(r.statusCode).toBe(400);
      expect(r.json().fields).toEqual({ items: 'productUnavailable' });
    }
    const dear = await f.made({ pointsPrice: '1000000' });
    const r = await order(f.emp, { items: [{ productId: dear.id, quantity: 1 }], payment: 'points' });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({
      message: 'Not enough points for this order',
      fields: { payment: 'notEnoughPoints' },
    });
    expect(await f.stock(dear.id)).toBe(20);
    // no price in points: points are not open for it
    const cash = await f.made({ pointsPrice: '' });
    const c = await order(f.emp, { items: [{ productId: cash.id, quantity: 1 }], payment: 'points' });
    expect(c.statusCode).toBe(400);
    expect(c.json().fields).toEqual({ payment: 'pointsNotOpen' });
    const dup = await order(f.emp, {
      items: [
        { productId: cash.id, quantity: 1 },
        { productId: cash.id, quantity: 2 },
      ],
      payment: 'onDelivery',
    });
    expect(dup.statusCode).toBe(400);
  });

  it('never oversells: 50 orders at once for the last 10 — exactly 10 are placed, the rest hear Out Of Stock', async () => {
    const p = await f.made({ stock: '10', pointsPrice: '' });
    const all = await Promise.all(
      Array.from({ length: 50 }, () =>
        order(f.emp, { items: [{ productId: p.id, quantity: 1 }], payment: 'onDelivery' }),
      ),
    );
    const codes = all.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    expect(all.find((r) => r.statusCode === 409)!.json().message).toBe('Out Of Stock');
    expect(await f.stock(p.id)).toBe(0);
    const shop = await f.api(f.emp, 'GET', `/me/shop/products/${p.id}`);
    expect(shop.json().stockStatus).toBe('outOfStock');
    // a rejection puts its stock back once
    const placed = all.find((r) => r.statusCode === 201)!.json() as TOrder;
    expect((await move(placed.id, 'rejected')).statusCode).toBe(400);
    expect((await move(placed.id, 'rejected', 'Damaged in the store')).statusCode).toBe(200);
    expect((await move(placed.id, 'rejected', 'Again')).statusCode).toBe(409);
    expect(await f.stock(p.id)).toBe(1);
  });

  it('never spends points it does not have: ten orders at once against a balance for three', async () => {
    // HR orders for another employee: the same lock holds whoever places the order
    const buyer = (
      await f.owner.query<{ id: string }>(
        `select e.id from employees e where e.tenant_id = $1 and e.organization_id = $2 and e.id <> $3
            and e.status = 'active' and e.deleted_at is null order by e.employee_code desc limit 1`,
        [f.ids.tenantId, f.ids.mtpp, f.ids.srey],
      )
    ).rows[0]!;
    const start = await f.balance(buyer.id);
    await f.award(buyer.id, 100 - start);
    const p = await f.made({ pointsPrice: '30', stock: '100' });
    const all = await Promise.all(
      Array.from({ length: 10 }, () =>
        f.api(f.hr, 'POST', '/shop/orders', {
          employeeId: buyer.id,
          items: [{ productId: p.id, quantity: 1 }],
          payment: 'points',
        }),
      ),
    );
    expect(all.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(all.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await f.balance(buyer.id)).toBe(10);
    expect(await f.stock(p.id)).toBe(97);
  });
});

describe('the status flow', () => {
  it('moves Ordered → Accepted → Shipped → Completed, refusing skips, telling the employee each time', async () => {
    const p = await f.made({ pointsPrice: '' });
    const o = (
      await order(f.emp, { items: [{ productId: p.id, quantity: 1 }], payment: 'onDelivery' })
    ).json() as TOrder;
    expect((await move(o.id, 'completed')).statusCode).toBe(409);
    for (const s of ['accepted', 'shipped', 'completed']) {
      const r = await move(o.id, s);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().status).toBe(s);
    }
    expect((await move(o.id, 'rejected', 'late')).statusCode).toBe(409);
    const told = await f.owner.query(
      `select n.params->>'status' as status from notifications n join users u on u.id = n.recipient_id
        where u.email = 'emp@demo.test' and n.kind = 'orderStatus' and n.params->>'number' = $1 order by n.created_at`,
      [o.number],
    );
    expect(told.rows.map((x) => x.status)).toEqual(['accepted', 'shipped', 'completed']);
    const log = await f.owner.query(
      `select action from audit_log where entity = 'shopOrder' and entity_id = $1 order by at`,
      [o.id],
    );
    expect(log.rows.map((x) => x.action)).toEqual([
      'shopOrder.create',
      'shopOrder.accepted',
      'shopOrder.shipped',
      'shopOrder.completed',
    ]);
    const mine = (await f.api(f.emp, 'GET', '/me/shop/orders?status=completed')).json();
    expect(mine.rows.map((x: TOrder) => x.id)).toContain(o.id);
  });

  it('lets the employee cancel while Ordered, giving points and stock back once', async () => {
    const p = await f.made({ pointsPrice: '10', stock: '5' });
    await f.award(f.ids.srey, 20);
    const before = await f.balance(f.ids.srey);
    const o = (await order(f.emp, { items: [{ productId: p.id, quantity: 2 }], payment: 'points' })).json() as TOrder;
    expect(await f.balance(f.ids.srey)).toBe(before - 20);
    const c = await f.api(f.emp, 'POST', `/me/shop/orders/${o.id}/cancel`);
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().status).toBe('cancelled');
    expect(await f.balance(f.ids.srey)).toBe(before);
    expect(await f.stock(p.id)).toBe(5);
    expect((await f.api(f.emp, 'POST', `/me/shop/orders/${o.id}/cancel`)).statusCode).toBe(409);
    expect(await f.balance(f.ids.srey)).toBe(before);
    // once accepted it is HR's to reject
    const o2 = (await order(f.emp, { items: [{ productId: p.id, quantity: 1 }], payment: 'points' })).json() as TOrder;
    await move(o2.id, 'accepted');
    expect((await f.api(f.emp, 'POST', `/me/shop/orders/${o2.id}/cancel`)).statusCode).toBe(409);
    // another employee's order is not theirs to see or cancel
    const other = await f.api(f.hr, 'POST', '/shop/orders', {
      employeeId: await f.owner
        .query(
          `select e.id from employees e where e.tenant_id = $1 and e.organization_id = $2 and e.id <> $3
                  and e.status = 'active' and e.deleted_at is null limit 1`,
          [f.ids.tenantId, f.ids.mtpp, f.ids.srey],
        )
        .then((r) => r.rows[0].id),
      items: [{ productId: p.id, quantity: 1 }],
      payment: 'onDelivery',
    });
    expect(other.statusCode, other.body).toBe(201);
    expect((await f.api(f.emp, 'POST', `/me/shop/orders/${other.json().id}/cancel`)).statusCode).toBe(404);
  });
});

describe('payroll deduction', () => {
  it('comes off the next open payroll as a SHOP line, and is reversed when cancelled before the run is approved', async () => {
    const tz = (await f.owner.query(`select timezone from organizations where id = $1`, [f.ids.mtpp])).rows[0].timezone;
    const month = todayIn(tz).slice(0, 7);
    const period = `${month}-01`;
    // this month's run: opened if the demo has none
    let run = (
      await f.owner.query(
        `select id, status from payroll_runs where organization_id = $1 and period_from = $2 and status <> 'cancelled'`,
        [f.ids.mtpp, period],
      )
    ).rows[0];
    if (!run) {
      const r = await f.api(f.hr, 'POST', '/payroll/runs', { organizationId: f.ids.mtpp, month });
      expect(r.statusCode, r.body).toBe(201);
      run = r.json();
    }
    const p = await f.made({ price: '12.00', pointsPrice: '' });
    const o = (await order(f.emp, { items: [{ productId: p.id, quantity: 2 }], payment: 'payroll' })).json() as TOrder;
    expect(o).toMatchObject({ payment: 'payroll', totalMoney: '24.00', totalPoints: 0 });
    const expected = ['approved', 'paid', 'closed'].includes(run.status) ? null : month;
    if (expected) expect(o.deductionMonth).toBe(month);
    else expect(o.deductionMonth! > month).toBe(true);
    if (!expected) return;

    const process = async () => {
      const r = await f.api(f.hr, 'POST', `/payroll/runs/${run.id}/process`);
      expect(r.statusCode, r.body).toBe(202);
      for (let i = 0; i < 200; i++) {
        const x = (await f.api(f.hr, 'GET', `/payroll/runs/${run.id}`)).json();
        if (!x.processing) return x;
        await new Promise((ok) => setTimeout(ok, 100));
      }
      throw new Error('the run did not finish');
    };
    const shopLine = async () => {
      const slip = await f.api(f.hr, 'GET', `/payroll/payslips/${run.id}/${f.ids.srey}`);
      expect(slip.statusCode, slip.body).toBe(200);
      return slip.json().lines.find((l: { code: string }) => l.code === 'SHOP')?.amount ?? null;
    };
    await process();
    const before = await shopLine();
    expect(Number(before)).toBeGreaterThanOrEqual(24);
    // cancelled: the processed run is marked for processing again, and the line goes
    expect((await f.api(f.emp, 'POST', `/me/shop/orders/${o.id}/cancel`)).statusCode).toBe(200);
    expect((await f.api(f.hr, 'GET', `/payroll/runs/${run.id}`)).json().entriesPending).toBe(true);
    await process();
    const after = await shopLine();
    expect(Number(after ?? 0)).toBe(Number(before) - 24);

    // once the run is approved, an order deducted in it can no longer be rejected
    const o2 = (await order(f.emp, { items: [{ productId: p.id, quantity: 1 }], payment: 'payroll' })).json() as TOrder;
    await f.owner.query(`update payroll_runs set status = 'approved' where id = $1`, [run.id]);
    try {
      const r = await move(o2.id, 'rejected', 'No longer sold');
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('orderDeducted');
      expect(await f.stock(p.id)).toBe(19);
      // and a new payroll order goes to the month after
      const o3 = (
        await order(f.emp, { items: [{ productId: p.id, quantity: 1 }], payment: 'payroll' })
      ).json() as TOrder;
      expect(o3.deductionMonth! > month).toBe(true);
    } finally {
      await f.owner.query(`update payroll_runs set status = 'processed' where id = $1`, [run.id]);
    }
  });
});

describe('HR’s list and scope', () => {
  it('lists with filters and exports CSV and XLSX', async () => {
    const list = await f.api(f.hr, 'GET', '/shop/orders?status=ordered&payment=onDelivery&pageSize=50');
    expect(list.statusCode).toBe(200);
    expect(list.json().rows.every((o: TOrder) => o.status === 'ordered' && o.payment === 'onDelivery')).toBe(true);
    const csv = await f.api(f.hr, 'GET', '/shop/orders/export.csv?status=completed');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toContain('Order number');
    expect(csv.body).toContain('Completed and Closed');
    const xlsx = await f.api(f.hr, 'GET', '/shop/orders/export.xlsx?lang=zh');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('keeps a scoped sub admin to the orders of their employees', async () => {
    const all = (await f.api(f.hr, 'GET', '/shop/orders?pageSize=50')).json().rows as TOrder[];
    const srey = all.find((o) => o.employeeId === f.ids.srey)!;
    // Srey works in Sales: not in the Finance sub admin's department
    expect((await f.api(f.finance, 'GET', `/shop/orders/${srey.id}`)).statusCode).toBe(404);
    expect((await f.api(f.finance, 'POST', `/shop/orders/${srey.id}/status`, { status: 'accepted' })).statusCode).toBe(
      404,
    );
    const theirs = (await f.api(f.finance, 'GET', '/shop/orders?pageSize=50')).json().rows as TOrder[];
    expect(theirs.some((o) => o.employeeId === f.ids.srey)).toBe(false);
    const r = await f.api(f.finance, 'POST', '/shop/orders', {
      employeeId: f.ids.srey,
      items: [{ productId: srey.items[0]!.productId, quantity: 1 }],
      payment: 'onDelivery',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ employeeId: 'invalidReference' });
  });
});
