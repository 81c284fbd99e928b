-- Resolves a session token hash to its session, tenant, user and role in one round trip. It runs as the caller
-- (the app role, under RLS): it reads the platform-owned sessions row, then sets the session's own tenant for
-- the rest of the statement's transaction to read the user, then clears it.
create or replace function staffdesk_session(p_hash bytea) returns jsonb
language plpgsql as $$
declare
  s sessions;
  r jsonb;
begin
  select * into s from sessions where token_hash = p_hash and revoked_at is null and expires_at > now();
  if not found then
    return null;
  end if;
  if s.tenant_id is null then
    select jsonb_build_object('session', to_jsonb(s) - 'token_hash', 'user', to_jsonb(p) - 'password_hash')
      into r from platform_users p where p.id = s.user_id;
    return r;
  end if;
  perform set_config('app.tenant_id', s.tenant_id::text, true);
  select jsonb_build_object(
           'session', to_jsonb(s) - 'token_hash',
           'tenant', to_jsonb(t),
           'user', to_jsonb(u) - 'password_hash',
           'role', to_jsonb(ro))
    into r
    from tenants t
    join users u on u.tenant_id = t.id and u.id = s.user_id
    left join sub_admin_roles ro on ro.tenant_id = u.tenant_id and ro.id = u.role_id
   where t.id = s.tenant_id;
  perform set_config('app.tenant_id', '', true);
  return r;
end $$;
