import type pg from 'pg';

/** The role every request runs as: not superuser, not owner, not BYPASSRLS. */
export const APP_ROLE = 'staffdesk_app';

/**
 * The role a scoped sub admin's transaction switches to (SET LOCAL ROLE, decision 0011): a member of the app role
 * with no rights of its own. The scope policies apply only to it, so unscoped work — HR admins, the public careers
 * board, session lookups — never evaluates them.
 */
export const SCOPED_ROLE = 'staffdesk_scoped';

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
  'business_categories',
  'platform_translations',
];

/** Tables the app may only append to. */
export const APPEND_ONLY_TABLES = ['audit_log', 'shift_roster_history', 'leave_ledger'];

const POLICY = `(tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid
  or current_setting('app.platform', true) = 'on')`;

// scalar subqueries: PostgreSQL evaluates them once per statement (an InitPlan), not once per row
const ORGS = `(select nullif(current_setting('app.scope_orgs', true), '')::uuid[])`;
const DEPTS = `(select nullif(current_setting('app.scope_depts', true), '')::uuid[])`;

/** One scope rule of a table: rows it shows (read) and rows a scoped caller may write (write; none: any). */
type TScopeRule = { name: string; read: string; write?: string };

/**
 * A column naming an organization or department: tenant-wide rows (null) are read by all, written by the unscoped.
 * A person is never tenant-wide: an employee with no department is outside every department scope.
 */
const columnRule = (name: string, column: string, setting: string, strict = false): TScopeRule => ({
  name,
  read: strict
    ? `(${setting} is null or ${column} = any(${setting}::uuid[]))`
    : `(${setting} is null or ${column} is null or ${column} = any(${setting}::uuid[]))`,
  write: `(${setting} is null or ${column} = any(${setting}::uuid[]))`,
});
/** Tables whose rows are people (or hang off one): a null organization or department is no one's to see. */
const STRICT_SCOPE_TABLES = ['employees'];
/** A row that is an organization or department itself: in scope by its id. */
const idRule = (name: string, setting: string): TScopeRule => {
  const rule = `(${setting} is null or id = any(${setting}::uuid[]))`;
  return { name, read: rule, write: rule };
};
/** A sub-admin role reaches as far as its lists (empty = everywhere): in scope only when within the caller's. */
const listRule = (name: string, column: string, setting: string): TScopeRule => {
  const rule = `(${setting} is null or (cardinality(${column}) > 0 and ${column} <@ ${setting}))`;
  return { name, read: rule, write: rule };
};

/**
 * Sub-admin scope rules (decision 0011), found from the schema so a new table with organization_id or
 * department_id is covered without anyone remembering it.
 */
function scopeRules(table: string, columns: string[]): TScopeRule[] {
  const rules: TScopeRule[] = [];
  if (table === 'organizations') rules.push(idRule('scope_org', ORGS));
  if (table === 'departments') rules.push(idRule('scope_dept', DEPTS));
  if (table === 'sub_admin_roles')
    rules.push(listRule('scope_org', 'organization_ids', ORGS), listRule('scope_dept', 'department_ids', DEPTS));
  // the audit log: every caller appends (a scoped sub admin's own actions, denials); reading is scoped
  if (table === 'audit_log') return [{ ...columnRule('scope_org_column', 'organization_id', ORGS), write: undefined }];
  // a record of an employee (a profile tab) is in scope exactly when its employee is: the subquery reads employees
  // under the caller's own scope policies
  if (columns.includes('employee_id') && table !== 'employees') {
    const rule = `(exists (select 1 from employees e where e.tenant_id = "${table}".tenant_id and e.id = "${table}".employee_id))`;
    rules.push({ name: 'scope_employee', read: rule, write: rule });
  }
  const strict = STRICT_SCOPE_TABLES.includes(table);
  if (columns.includes('organization_id')) rules.push(columnRule('scope_org_column', 'organization_id', ORGS, strict));
  if (columns.includes('department_id')) rules.push(columnRule('scope_dept_column', 'department_id', DEPTS, strict));
  return rules;
}

/** Scope policies are restrictive (they narrow what the tenant policy lets through), per command, for the scoped role. */
async function applyScope(client: pg.Client | pg.PoolClient, table: string, columns: string[]) {
  const old = await client.query<{ policyname: string }>(
    `select policyname from pg_policies where schemaname = 'public' and tablename = $1 and left(policyname, 6) = 'scope_'`,
    [table],
  );
  for (const { policyname } of old.rows) await client.query(`drop policy if exists "${policyname}" on "${table}"`);
  for (const r of scopeRules(table, columns)) {
    const on = `on "${table}" as restrictive`;
    const to = `to ${SCOPED_ROLE}`;
    await client.query(`create policy "${r.name}_select" ${on} for select ${to} using ${r.read}`);
    if (!r.write) continue;
    await client.query(`create policy "${r.name}_insert" ${on} for insert ${to} with check ${r.write}`);
    await client.query(
      `create policy "${r.name}_update" ${on} for update ${to} using ${r.write} with check ${r.write}`,
    );
    await client.query(`create policy "${r.name}_delete" ${on} for delete ${to} using ${r.write}`);
  }
}

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
  await client.query(`
    do $$ begin
      if not exists (select 1 from pg_roles where rolname = '${SCOPED_ROLE}') then
        create role ${SCOPED_ROLE} nologin nosuperuser nobypassrls nocreatedb nocreaterole;
      end if;
    end $$;`);
  // the scoped role works with the app role's rights (inherited), and nothing more
  await client.query(`grant ${APP_ROLE} to ${SCOPED_ROLE}`);
  const me = await client.query<{ rolsuper: boolean }>('select rolsuper from pg_roles where rolname = current_user');
  if (!me.rows[0]?.rolsuper) await client.query(`grant ${APP_ROLE}, ${SCOPED_ROLE} to current_user`);
  await client.query(`grant usage on schema public to ${APP_ROLE}`);
  await client.query(`grant select, insert, update, delete on all tables in schema public to ${APP_ROLE}`);
  await client.query(`grant usage, select on all sequences in schema public to ${APP_ROLE}`);

  const tables = await client.query<{ table_name: string; columns: string[] }>(
    `select c.table_name, array(select column_name::text from information_schema.columns x
                                 where x.table_schema = 'public' and x.table_name = c.table_name) as columns
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'`,
  );
  for (const { table_name: t, columns } of tables.rows) {
    if (PLATFORM_TABLES.includes(t)) continue;
    await client.query(`alter table "${t}" enable row level security`);
    await client.query(`alter table "${t}" force row level security`);
    await client.query(`drop policy if exists tenant_isolation on "${t}"`);
    await client.query(`create policy tenant_isolation on "${t}" using ${POLICY} with check ${POLICY}`);
    await applyScope(client, t, columns);
  }

  await client.query(`
    create or replace function staffdesk_refuse_change() returns trigger language plpgsql as $$
    begin raise exception '% is append-only', tg_table_name; end $$;`);
  for (const t of APPEND_ONLY_TABLES) {
    // a database migrated only part of the way (a migration test) may not have every table yet
    const exists = await client.query<{ r: string | null }>('select to_regclass($1) as r', [`public.${t}`]);
    if (!exists.rows[0]?.r) continue;
    await client.query(`revoke update, delete, truncate on "${t}" from ${APP_ROLE}`);
    await client.query(`drop trigger if exists append_only on "${t}"`);
    await client.query(
      `create trigger append_only before update or delete on "${t}" for each row execute function staffdesk_refuse_change()`,
    );
  }
}
