import { type SQL, sql } from 'drizzle-orm';
import type { TOrder, TOrderStatus } from '@staffdesk/core/shop-api';
import type { TDb } from '../../platform/db/db.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { iso } from '../../platform/db/rows.ts';
import { employeeSearch } from '../employees/employee-search.ts';

/** An order's lines as JSON, each with its product's first picture (read through the shop's or HR's route). */
const items = (base: string) => sql`coalesce((
    select json_agg(json_build_object('productId', i.product_id, 'sku', i.sku, 'name', i.name, 'quantity', i.quantity,
             'unitPrice', i.unit_price::text, 'unitPoints', i.unit_points, 'lineTotal', i.line_total::text,
             'linePoints', i.line_points,
             'imageUrl', (select ${base}::text || '/' || i.product_id || '/images/' || pi.id || '?size=thumb'
                            from shop_product_images pi where pi.tenant_id = i.tenant_id and pi.product_id = i.product_id
                           order by pi.position, pi.id limit 1)) order by i.line)
      from shop_order_items i where i.tenant_id = r.tenant_id and i.order_id = r.id), '[]'::json)`;

const COLUMNS = (base: string) => sql`
  r.id, r.number, r.placed_at as "placedAt", r.employee_id as "employeeId",
  concat_ws(' ', e.first_name, e.last_name) as "employeeName", e.employee_code as "employeeCode",
  r.organization_id as "organizationId", o.title as "organizationName", r.currency, ${items(base)} as items,
  r.total_money::text as "totalMoney", r.total_points as "totalPoints", r.payment,
  to_char(r.deduction_period, 'YYYY-MM') as "deductionMonth", r.status, r.note, r.reason,
  r.placed_by_name as "placedByName", r.status_changed_at as "statusChangedAt",
  r.status_changed_by_name as "statusChangedByName"`;

const FROM = sql`from shop_orders r
  join employees e on e.tenant_id = r.tenant_id and e.id = r.employee_id
  join organizations o on o.tenant_id = r.tenant_id and o.id = r.organization_id`;

const present = (r: Record<string, unknown>) =>
  ({ ...r, placedAt: iso(r.placedAt), statusChangedAt: iso(r.statusChangedAt) }) as TOrder;

export type TOrderFilter = {
  tenantId: string;
  search?: string;
  status?: string;
  payment?: string;
  organizationId?: string;
  employeeId?: string;
};

export const orderWhere = (f: TOrderFilter): SQL => sql`where r.tenant_id = ${f.tenantId}
    ${f.search ? sql`and (r.number ilike ${`%${escapeLike(f.search)}%`} or ${employeeSearch(f.search)})` : sql``}
    ${f.status ? sql`and r.status = ${f.status}` : sql``}
    ${f.payment ? sql`and r.payment = ${f.payment}` : sql``}
    ${f.organizationId ? sql`and r.organization_id = ${f.organizationId}` : sql``}
    ${f.employeeId ? sql`and r.employee_id = ${f.employeeId}` : sql``}`;

const HR_BASE = '/api/v1/shop/products';
const ME_BASE = '/api/v1/me/shop/products';

export async function orderPage(db: TDb, f: TOrderFilter, p: { limit: number; offset: number }, mine = false) {
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} ${orderWhere(f)}`);
  const rows = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS(mine ? ME_BASE : HR_BASE)} ${FROM} ${orderWhere(f)}
     order by r.placed_at desc, r.id limit ${p.limit} offset ${p.offset}`);
  return { rows: rows.rows.map(present), total: total.rows[0]!.n };
}

/** Every order of the filter, for an export (at most `limit`). */
export async function ordersFor(db: TDb, f: TOrderFilter, limit: number) {
  const rows = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS(HR_BASE)} ${FROM} ${orderWhere(f)} order by r.placed_at desc, r.id limit ${limit}`);
  return rows.rows.map(present);
}

export async function orderById(db: TDb, tenantId: string, id: string, mine = false) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS(mine ? ME_BASE : HR_BASE)} ${FROM} ${orderWhere({ tenantId })} and r.id = ${id}`);
  return r.rows[0] ? present(r.rows[0]) : null;
}

/** An order's state, its row locked until the transaction ends (one status change at a time). */
export type TLockedOrder = {
  id: string;
  number: string;
  employeeId: string;
  organizationId: string;
  status: TOrderStatus;
  payment: string;
  totalPoints: number;
  deductionPeriod: string | null;
  /** the organization's, for the day points are given back */
  timezone: string;
};

export async function lockOrder(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<TLockedOrder>(sql`
    select r.id, r.number, r.employee_id as "employeeId", r.organization_id as "organizationId", r.status, r.payment,
           r.total_points as "totalPoints", to_char(r.deduction_period, 'YYYY-MM-DD') as "deductionPeriod", o.timezone
      from shop_orders r join organizations o on o.tenant_id = r.tenant_id and o.id = r.organization_id
     where r.tenant_id = ${tenantId} and r.id = ${id} for update of r`);
  return r.rows[0] ?? null;
}

/** The ordered products as they are now (a row lock is taken only when the stock is taken). */
export type TProductNow = {
  id: string;
  sku: string;
  name: string;
  organizationId: string;
  price: string;
  discountedPrice: string | null;
  pointsPrice: number | null;
  stock: number;
  published: boolean;
  featured: boolean;
  imageUrl: string | null;
};

export async function productsNow(db: TDb, tenantId: string, ids: readonly string[], base = ME_BASE) {
  const r = await db.execute<TProductNow>(sql`
    select p.id, p.sku, p.name, p.organization_id as "organizationId", p.price::text as price,
           p.discounted_price::text as "discountedPrice", p.points_price as "pointsPrice", p.stock,
           p.publication = 'published' as published, p.featured,
           (select ${base}::text || '/' || p.id || '/images/' || pi.id || '?size=thumb'
              from shop_product_images pi where pi.tenant_id = p.tenant_id and pi.product_id = p.id
             order by pi.position, pi.id limit 1) as "imageUrl"
      from shop_products p
     where p.tenant_id = ${tenantId} and p.id = any(${sql.param(ids)}::uuid[]) and p.deleted_at is null`);
  return new Map(r.rows.map((p) => [p.id, p]));
}

/**
 * Takes `quantity` of a product's stock, or nothing when fewer are left: one conditional update, so concurrent orders
 * queue on the row and each sees the stock the one before it left. False: not enough.
 */
export async function takeStock(db: TDb, tenantId: string, productId: string, quantity: number) {
  const r = await db.execute(sql`
    update shop_products set stock = stock - ${quantity}
     where tenant_id = ${tenantId} and id = ${productId} and stock >= ${quantity}
    returning stock`);
  return r.rows.length === 1;
}

/** Puts an order's quantities back (a rejected or cancelled order), deleted products included. */
export async function returnStock(db: TDb, tenantId: string, orderId: string) {
  await db.execute(sql`
    update shop_products p set stock = p.stock + i.quantity
      from shop_order_items i
     where i.tenant_id = ${tenantId} and i.order_id = ${orderId} and p.tenant_id = i.tenant_id and p.id = i.product_id`);
}

/**
 * Serialises an employee's point spending: held until the transaction ends, so two orders never both read the same
 * balance. Awards and HR's corrections need no lock (they only add, or are HR's own to check).
 */
export async function lockPoints(db: TDb, tenantId: string, employeeId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`shop-points:${tenantId}:${employeeId}`}, 0))`);
}

export async function pointsBalance(db: TDb, tenantId: string, employeeId: string) {
  const r = await db.execute<{ n: number }>(sql`
    select coalesce(sum(points), 0)::int as n from employee_points
     where tenant_id = ${tenantId} and employee_id = ${employeeId} and deleted_at is null`);
  return r.rows[0]!.n;
}

/** A line of the points ledger for an order: spent (negative) or given back (positive). */
export async function addPoints(
  db: TDb,
  tenantId: string,
  p: {
    employeeId: string;
    date: string;
    points: number;
    orderNumber: string;
    by: { id: string; name: string; type: string };
  },
) {
  await db.execute(sql`
    insert into employee_points (tenant_id, employee_id, date, point_reason_id, points, order_number,
                                 created_by, created_by_type, created_by_name)
    values (${tenantId}, ${p.employeeId}, ${p.date}, null, ${p.points}, ${p.orderNumber}, ${p.by.id}, ${p.by.type},
            ${p.by.name})`);
}

export type TNewOrder = {
  number: string;
  employeeId: string;
  organizationId: string;
  currency: string;
  payment: string;
  totalMoney: string;
  totalPoints: number;
  deductionPeriod: string | null;
  note: string | null;
  by: { id: string; name: string };
  lines: readonly {
    productId: string;
    sku: string;
    name: string;
    quantity: number;
    unitPrice: string;
    unitPoints: number | null;
    lineTotal: string;
    linePoints: number | null;
  }[];
};

export async function insertOrder(db: TDb, tenantId: string, o: TNewOrder) {
  const r = await db.execute<{ id: string }>(sql`
    insert into shop_orders (tenant_id, number, employee_id, organization_id, currency, payment, total_money,
                             total_points, deduction_period, note, placed_by, placed_by_name)
    values (${tenantId}, ${o.number}, ${o.employeeId}, ${o.organizationId}, ${o.currency}, ${o.payment},
            ${o.totalMoney}, ${o.totalPoints}, ${o.deductionPeriod}, ${o.note}, ${o.by.id}, ${o.by.name})
    returning id`);
  const id = r.rows[0]!.id;
  await db.execute(sql`
    insert into shop_order_items (tenant_id, order_id, line, product_id, sku, name, quantity, unit_price, unit_points,
                                  line_total, line_points)
    select ${tenantId}, ${id}, x.line, x.product_id, x.sku, x.name, x.quantity, x.unit_price, x.unit_points,
           x.line_total, x.line_points
      from jsonb_to_recordset(${JSON.stringify(
        o.lines.map((l, n) => ({
          line: n + 1,
          product_id: l.productId,
          sku: l.sku,
          name: l.name,
          quantity: l.quantity,
          unit_price: l.unitPrice,
          unit_points: l.unitPoints,
          line_total: l.lineTotal,
          line_points: l.linePoints,
        })),
      )}::jsonb) as x(line int, product_id uuid, sku text, name text, quantity int, unit_price numeric,
                      unit_points int, line_total numeric, line_points int)`);
  return id;
}

export async function setStatus(
  db: TDb,
  tenantId: string,
  id: string,
  to: TOrderStatus,
  reason: string | null,
  by: string,
) {
  await db.execute(sql`
    update shop_orders set status = ${to}, reason = coalesce(${reason}, reason), status_changed_at = now(),
           status_changed_by_name = ${by}
     where tenant_id = ${tenantId} and id = ${id}`);
}

/**
 * The payroll month a deduction ordered today comes off: this month's, unless the organization's run of it is
 * already approved, paid or closed — then the first later month whose run is not.
 */
export async function deductionPeriod(db: TDb, tenantId: string, organizationId: string, today: string) {
  const r = await db.execute<{ period: string }>(sql`
    with recursive m(period) as (
      select date_trunc('month', ${today}::date)::date
      union all
      select (m.period + interval '1 month')::date from m
       where exists (select 1 from payroll_runs r where r.tenant_id = ${tenantId}
                       and r.organization_id = ${organizationId} and r.period_from = m.period
                       and r.status in ('approved', 'paid', 'closed'))
    )
    select to_char(max(period), 'YYYY-MM-DD') as period from m`);
  return r.rows[0]!.period;
}

/** The organization's live run of a month, if any: its status decides whether a deduction may still change. */
export async function runOfPeriod(db: TDb, tenantId: string, organizationId: string, period: string) {
  const r = await db.execute<{ id: string; status: string }>(sql`
    select id, status from payroll_runs
     where tenant_id = ${tenantId} and organization_id = ${organizationId} and period_from = ${period}
       and status <> 'cancelled'`);
  return r.rows[0] ?? null;
}

/** A processed run must be processed again to show a changed deduction (the grid says so). */
export async function markRunChanged(db: TDb, tenantId: string, runId: string) {
  await db.execute(
    sql`update payroll_runs set entries_changed_at = now() where tenant_id = ${tenantId} and id = ${runId}`,
  );
}

/** Each employee's shop deductions of a payroll month: live payroll-deduction orders, summed. */
export async function deductionsOf(db: TDb, tenantId: string, employeeIds: readonly string[], period: string) {
  const r = await db.execute<{ employeeId: string; amount: string }>(sql`
    select employee_id as "employeeId", sum(total_money)::text as amount from shop_orders
     where tenant_id = ${tenantId} and employee_id = any(${sql.param(employeeIds)}::uuid[])
       and deduction_period = ${period} and payment = 'payroll' and status not in ('rejected', 'cancelled')
     group by employee_id`);
  return new Map(r.rows.map((x) => [x.employeeId, x.amount]));
}

/** Who an order is for: an active employee in the caller's reach, their organization's currency and calendar. */
export type TBuyer = {
  id: string;
  name: string;
  userId: string | null;
  organizationId: string;
  departmentId: string | null;
  currency: string;
  payCurrency: string;
  timezone: string;
};

export async function buyerOf(db: TDb, tenantId: string, employeeId: string) {
  const r = await db.execute<TBuyer>(sql`
    select e.id, concat_ws(' ', e.first_name, e.last_name) as name, e.user_id as "userId",
           e.organization_id as "organizationId", e.department_id as "departmentId", o.currency,
           coalesce(e.salary_currency, o.currency) as "payCurrency", o.timezone
      from employees e
      join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
     where e.tenant_id = ${tenantId} and e.id = ${employeeId} and e.deleted_at is null and e.status = 'active'`);
  return r.rows[0] ?? null;
}
