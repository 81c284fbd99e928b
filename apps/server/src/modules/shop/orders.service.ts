import { UUID } from '@staffdesk/core/form-fields';
import { ERRORS } from '@staffdesk/core/messages';
import { Money, moneyString } from '@staffdesk/core/money';
import {
  ORDER_NEXT,
  RELEASING_STATUSES,
  type TOrder,
  type TOrderStatus,
  type TPaymentMethod,
  type TQuote,
  ZOrderBody,
  ZOrderStatusBody,
  ZQuoteBody,
} from '@staffdesk/core/shop-api';
import { todayIn } from '@staffdesk/core/time-zones';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { nextInSeries } from '../../platform/db/series.ts';
import { AppError, appError, notFound, parseBody } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import { notifyUsers } from '../../platform/notifications/notify.ts';
import type { TServices } from '../../platform/services.ts';
import { activeEmployeeOfUser } from '../employees/active-self.ts';
import { accountOf, approvers, usersOfEmployees } from '../employees/approvers.ts';
import * as repo from './orders.repo.ts';

/**
 * Orders (issue 16, decision 0039). Placing one takes the stock (a conditional update per product, in product order,
 * so concurrent orders never oversell and never deadlock), spends the points (under a per-employee lock, so the
 * balance never goes below zero) and names the payroll month a deduction comes off — all in one transaction with the
 * order, its lines at today's prices, the audit and HR's notification. Rejecting or cancelling gives all of it back,
 * once: the order's row is locked and its status checked before anything moves.
 */

const who = (auth: TAuth) => ({ id: auth.userId, name: auth.userName, type: auth.loginType });
const outOfStock = (name: string) =>
  new AppError(409, 'outOfStock', ERRORS.outOfStock, { items: 'outOfStock' }, undefined, { name });

/** An employee's own shop: the tenant's `shop` feature and an active employee record. */
export async function me(db: TDb, auth: TAuth) {
  if (!auth.features.shop) throw notFound();
  const self = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
  const buyer = self ? await repo.buyerOf(db, auth.tenantId!, self.id) : null;
  if (!buyer) throw appError(404, 'noEmployeeRecord');
  return buyer;
}

/** HR orders for an employee in their reach; an employee for themselves. */
async function buyerFor(db: TDb, auth: TAuth, employeeId: string | null | undefined) {
  if (auth.loginType === 'emp') return me(db, auth);
  if (!employeeId) throw appError(400, 'validation', { employeeId: 'required' });
  const b = await repo.buyerOf(db, auth.tenantId!, employeeId);
  if (!b) throw appError(400, 'validation', { employeeId: 'invalidReference' });
  return b;
}

type TItems = { productId: string; quantity: number }[];

/** The cart priced now for the buyer: each line, the totals, and which payments are open to them. */
async function price(db: TDb, auth: TAuth, buyer: repo.TBuyer, items: TItems) {
  const tenantId = auth.tenantId!;
  const now = await repo.productsNow(
    db,
    tenantId,
    items.map((i) => i.productId),
    auth.loginType === 'emp' ? '/api/v1/me/shop/products' : '/api/v1/shop/products',
  );
  const lines = items.map((i) => {
    const p = now.get(i.productId);
    // another organization's product, a deleted or unpublished one: not to be had
    const available = !!p && p.organizationId === buyer.organizationId && p.published;
    const unit = p ? (p.discountedPrice ?? p.price) : '0';
    const points = p?.pointsPrice ?? null;
    return {
      productId: i.productId,
      sku: p?.sku ?? '',
      name: p?.name ?? '',
      quantity: i.quantity,
      unitPrice: moneyString(unit, buyer.currency),
      unitPoints: points,
      lineTotal: moneyString(new Money(unit).times(i.quantity), buyer.currency),
      linePoints: points === null ? null : points * i.quantity,
      imageUrl: p?.imageUrl ?? null,
      available,
      stockStatus: p && p.stock >= i.quantity ? ('inStock' as const) : ('outOfStock' as const),
      featured: p?.featured ?? false,
      stock: p?.stock ?? 0,
    };
  });
  const totalMoney = moneyString(
    lines.reduce((a, l) => a.plus(l.lineTotal), new Money(0)),
    buyer.currency,
  );
  const totalPoints = lines.some((l) => l.linePoints === null)
    ? null
    : lines.reduce((a, l) => a + (l.linePoints ?? 0), 0);
  const payments: TPaymentMethod[] = ['onDelivery'];
  if (totalPoints !== null) payments.unshift('points');
  if (buyer.payCurrency === buyer.currency) payments.splice(payments.length - 1, 0, 'payroll');
  return { lines, totalMoney, totalPoints, payments };
}

/** The cart as it would be ordered now (the Place Order summary). */
export async function quote(s: TServices, auth: TAuth, raw: unknown): Promise<TQuote> {
  const body = parseBody(ZQuoteBody, raw);
  return s.database.tenant(auth, async (db) => {
    const buyer = await buyerFor(db, auth, body.employeeId);
    const p = await price(db, auth, buyer, body.items);
    const tenantId = auth.tenantId!;
    const period = p.payments.includes('payroll')
      ? await repo.deductionPeriod(db, tenantId, buyer.organizationId, todayIn(buyer.timezone))
      : null;
    return {
      currency: buyer.currency,
      items: p.lines.map(({ stock: _s, ...l }) => l),
      totalMoney: p.totalMoney,
      totalPoints: p.totalPoints,
      pointsBalance: await repo.pointsBalance(db, tenantId, buyer.id),
      payments: p.payments,
      deductionMonth: period ? period.slice(0, 7) : null,
    };
  });
}

/** Places an order (201): everything it takes is taken in this one transaction, or nothing is. */
export async function placeOrder(s: TServices, auth: TAuth, raw: unknown, req: TRequestInfo): Promise<TOrder> {
  if (auth.loginType === 'emp' && !auth.features.shop) throw notFound();
  if (raw && typeof raw === 'object' && Array.isArray((raw as { items?: unknown }).items))
    if ((raw as { items: unknown[] }).items.length === 0) throw appError(400, 'emptyCart');
  const body = parseBody(ZOrderBody, raw);
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    const buyer = await buyerFor(db, auth, body.employeeId);
    // points first: the lock is held while the balance is read and the spend written
    if (body.payment === 'points') await repo.lockPoints(db, tenantId, buyer.id);
    const p = await price(db, auth, buyer, body.items);
    const gone = p.lines.find((l) => !l.available);
    if (gone) throw appError(400, 'validation', { items: 'productUnavailable' });
    if (!p.payments.includes(body.payment)) throw appError(400, 'validation', { payment: `${body.payment}NotOpen` });
    const today = todayIn(buyer.timezone);
    if (body.payment === 'points') {
      const balance = await repo.pointsBalance(db, tenantId, buyer.id);
      if (balance < (p.totalPoints ?? 0))
        throw new AppError(409, 'notEnoughPoints', ERRORS.notEnoughPoints, { payment: 'notEnoughPoints' }, undefined, {
          balance,
          needed: p.totalPoints ?? 0,
        });
    }
    // stock in product order: two orders of the same products queue on the same first row, never cross
    for (const l of [...p.lines].sort((a, b) => (a.productId < b.productId ? -1 : 1)))
      if (!(await repo.takeStock(db, tenantId, l.productId, l.quantity))) throw outOfStock(l.name);
    const period =
      body.payment === 'payroll' ? await repo.deductionPeriod(db, tenantId, buyer.organizationId, today) : null;
    const number = await nextInSeries(db, tenantId, 'order', Number(today.slice(0, 4)));
    const id = await repo.insertOrder(db, tenantId, {
      number,
      employeeId: buyer.id,
      organizationId: buyer.organizationId,
      currency: buyer.currency,
      payment: body.payment,
      totalMoney: p.totalMoney,
      totalPoints: body.payment === 'points' ? (p.totalPoints ?? 0) : 0,
      deductionPeriod: period,
      note: body.note,
      by: { id: auth.userId, name: auth.userName },
      lines: p.lines,
    });
    if (body.payment === 'points' && (p.totalPoints ?? 0) > 0)
      await repo.addPoints(db, tenantId, {
        employeeId: buyer.id,
        date: today,
        points: -(p.totalPoints ?? 0),
        orderNumber: number,
        by: who(auth),
      });
    if (period) await touchRun(db, tenantId, buyer.organizationId, period);
    const order = (await repo.orderById(db, tenantId, id, auth.loginType === 'emp'))!;
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'shopOrder.create',
        entity: 'shopOrder',
        entityId: id,
        organizationId: buyer.organizationId,
        after: auditShape(order),
      },
      req,
    );
    const hr = await approvers(db, tenantId, buyer.organizationId, buyer.departmentId, 'orders', 'approve');
    await notifyUsers(
      db,
      tenantId,
      hr.filter((u) => u !== auth.userId),
      {
        kind: 'orderPlaced',
        params: { name: order.employeeName, number },
        link: `/${await accountOf(db, tenantId)}/shopsorder/listing?status=ordered`,
      },
    );
    return order;
  });
}

const auditShape = (o: TOrder) => ({
  number: o.number,
  employeeId: o.employeeId,
  payment: o.payment,
  totalMoney: o.totalMoney,
  totalPoints: o.totalPoints,
  deductionMonth: o.deductionMonth,
  status: o.status,
  items: o.items.map((i) => ({ productId: i.productId, sku: i.sku, quantity: i.quantity, unitPrice: i.unitPrice })),
});

/** A processed run of the deduction's month must be processed again to show it. */
async function touchRun(db: TDb, tenantId: string, organizationId: string, period: string) {
  const run = await repo.runOfPeriod(db, tenantId, organizationId, period);
  if (run && run.status === 'processed') await repo.markRunChanged(db, tenantId, run.id);
}

/**
 * Gives a rejected or cancelled order's stock, points and payroll deduction back. A deduction whose payroll is
 * approved, paid or closed can no longer be taken back: 409 `orderDeducted`.
 */
async function release(db: TDb, auth: TAuth, o: repo.TLockedOrder) {
  const tenantId = auth.tenantId!;
  if (o.deductionPeriod) {
    const run = await repo.runOfPeriod(db, tenantId, o.organizationId, o.deductionPeriod);
    if (run && ['approved', 'paid', 'closed'].includes(run.status))
      throw new AppError(409, 'orderDeducted', ERRORS.orderDeducted, undefined, undefined, {
        month: o.deductionPeriod.slice(0, 7),
      });
    if (run?.status === 'processed') await repo.markRunChanged(db, tenantId, run.id);
  }
  await repo.returnStock(db, tenantId, o.id);
  if (o.payment === 'points' && o.totalPoints > 0) {
    await repo.addPoints(db, tenantId, {
      employeeId: o.employeeId,
      date: todayIn(o.timezone),
      points: o.totalPoints,
      orderNumber: o.number,
      by: who(auth),
    });
  }
}

/** Moves an order on (HR): only along ORDER_NEXT; a rejection says why. The employee is told. */
export async function changeStatus(s: TServices, auth: TAuth, id: string, raw: unknown, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    const o = UUID.test(id) ? await repo.lockOrder(db, tenantId, id) : null;
    if (!o) throw notFound();
    const body = parseBody(ZOrderStatusBody, raw);
    if (!ORDER_NEXT[o.status].includes(body.status))
      throw new AppError(409, 'orderStatus', ERRORS.orderStatus, { status: 'orderStatus' }, undefined, {
        from: o.status,
        to: body.status,
      });
    return moveTo(db, auth, o, body.status, body.reason, req);
  });
}

async function moveTo(
  db: TDb,
  auth: TAuth,
  o: repo.TLockedOrder,
  to: TOrderStatus,
  reason: string | null,
  req: TRequestInfo,
) {
  const tenantId = auth.tenantId!;
  if (RELEASING_STATUSES.includes(to)) await release(db, auth, o);
  await repo.setStatus(db, tenantId, o.id, to, reason, auth.userName);
  await auditIn(
    db,
    {
      tenantId,
      actor: actorOf(auth),
      action: `shopOrder.${to}`,
      entity: 'shopOrder',
      entityId: o.id,
      organizationId: o.organizationId,
      before: { status: o.status },
      after: { status: to, ...(reason ? { reason } : {}) },
    },
    req,
  );
  const [user] = await usersOfEmployees(db, tenantId, [o.employeeId]);
  if (user && user !== auth.userId)
    await notifyUsers(db, tenantId, [user], {
      kind: 'orderStatus',
      params: { number: o.number, status: to },
      link: `/${await accountOf(db, tenantId)}/product/shop?tab=orders`,
    });
  return (await repo.orderById(db, tenantId, o.id, auth.loginType === 'emp'))!;
}

/** An employee cancels their own order while it is still Ordered. */
export async function cancelMine(s: TServices, auth: TAuth, id: string, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    const buyer = await me(db, auth);
    const o = UUID.test(id) ? await repo.lockOrder(db, tenantId, id) : null;
    if (!o || o.employeeId !== buyer.id) throw notFound();
    if (o.status !== 'ordered')
      throw new AppError(409, 'orderStatus', ERRORS.orderStatus, { status: 'orderStatus' }, undefined, {
        from: o.status,
        to: 'cancelled',
      });
    return moveTo(db, auth, o, 'cancelled', null, req);
  });
}

type TOrderQuery = TListQuery & { status?: string; payment?: string; organizationId?: string };

const filterOf = (auth: TAuth, q: TOrderQuery): repo.TOrderFilter => ({
  tenantId: auth.tenantId!,
  search: q.search?.trim() || undefined,
  status: q.status || undefined,
  payment: q.payment || undefined,
  organizationId: q.organizationId && UUID.test(q.organizationId) ? q.organizationId : undefined,
});

export async function listOrders(s: TServices, auth: TAuth, q: TOrderQuery) {
  const r = await s.database.tenant(auth, (db) =>
    repo.orderPage(db, filterOf(auth, q), { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

export async function getOrder(s: TServices, auth: TAuth, id: string) {
  const o = UUID.test(id) ? await s.database.tenant(auth, (db) => repo.orderById(db, auth.tenantId!, id)) : null;
  if (!o) throw notFound();
  return o;
}

/** Every order of the list's filter (at most 50 000), for CSV and XLSX. */
export const exportOrders = (s: TServices, auth: TAuth, q: TOrderQuery) =>
  s.database.tenant(auth, (db) => repo.ordersFor(db, filterOf(auth, q), 50_000));

export async function myOrders(s: TServices, auth: TAuth, q: TListQuery & { status?: string }) {
  const r = await s.database.tenant(auth, async (db) => {
    const buyer = await me(db, auth);
    return repo.orderPage(
      db,
      { tenantId: auth.tenantId!, employeeId: buyer.id, status: q.status || undefined },
      { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
      true,
    );
  });
  return { ...r, page: q.page, pageSize: q.pageSize };
}
