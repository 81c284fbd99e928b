import type pg from 'pg';

/** The role every request runs as: not superuser, not owner, not BYPASSRLS. */
export const APP_ROLE = 'staffdesk_app';

/**
 * Platform-owned tables: looked up before a tenant is known (sessions and single-use links by token, tenants by
 * account) or holding no tenant data. Every other table with a tenant_id column is put under forced row-level security.
 */
export const PLATFORM_TABLES = [
  'tenants',
  'sessions',
  'platform_users',
  'login_failures',
  'credential_tokens',
  'rate_limits',
  'two_factor',
  'platform_settings',
];

/** Tables the app may only append to. */
export const APPEND_ONLY_TABLES = ['audit_log'];

const POLICY = `(tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid
  or current_setting('app.platform', true) = 'on')`;

/**
 * Idempotent, run as the owner after every migration: the app role and its grants, forced RLS with the tenant
 * policy on every tenant-owned table (including tables later migrations add), and append-only guards.
 */
export async function ensureSecurity(client: pg.Client | pg.PoolClient): Promise<void> {
  await client.query(`
    do $$ begin
      if not exists (select 1 from pg_roles where rolname = '${APP_ROLE}') then
        create role ${APP_ROLE} nologin nosuperuser nobypassrls nocreatedb nocreaterole;
      end if;
    end $$;`);
  const me = await client.query<{ rolsuper: boolean }>('select rolsuper from pg_roles where rolname = current_user');
  if (!me.rows[0]?.rolsuper) await client.query(`grant ${APP_ROLE} to current_user`);
  await client.query(`grant usage on schema public to ${APP_ROLE}`);
  await client.query(`grant select, insert, update, delete on all tables in schema public to ${APP_ROLE}`);
  await client.query(`grant usage, select on all sequences in schema public to ${APP_ROLE}`);

  const tables = await client.query<{ table_name: string }>(
    `select c.table_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'`,
  );
  for (const { table_name: t } of tables.rows) {
    if (PLATFORM_TABLES.includes(t)) continue;
    await client.query(`alter table "${t}" enable row level security`);
    await client.query(`alter table "${t}" force row level security`);
    await client.query(`drop policy if exists tenant_isolation on "${t}"`);
    await client.query(`create policy tenant_isolation on "${t}" using ${POLICY} with check ${POLICY}`);
  }

  await client.query(`
    create or replace function staffdesk_refuse_change() returns trigger language plpgsql as $$
    begin raise exception '% is append-only', tg_table_name; end $$;`);
  for (const t of APPEND_ONLY_TABLES) {
    await client.query(`revoke update, delete, truncate on "${t}" from ${APP_ROLE}`);
    await client.query(`drop trigger if exists append_only on "${t}"`);
    await client.query(
      `create trigger append_only before update or delete on "${t}" for each row execute function staffdesk_refuse_change()`,
    );
  }
}
