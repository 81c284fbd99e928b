CREATE TABLE "payroll_privileges" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"approve_payroll" boolean DEFAULT false NOT NULL,
	"approve_paid" boolean DEFAULT false NOT NULL,
	"payroll_line" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_by_name" text,
	CONSTRAINT "payroll_privileges_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "payroll_privileges" ADD CONSTRAINT "payroll_privileges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_privileges" ADD CONSTRAINT "payroll_privileges_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_privileges" ADD CONSTRAINT "payroll_privileges_organization_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_privileges_organization_ix" ON "payroll_privileges" USING btree ("tenant_id","organization_id");--> statement-breakpoint
-- the session lookup also returns the login's payroll privilege (three approval parts and its organization)
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
           'role', to_jsonb(ro),
           'payroll', to_jsonb(pp))
    into r
    from tenants t
    join users u on u.tenant_id = t.id and u.id = s.user_id
    left join sub_admin_roles ro on ro.tenant_id = u.tenant_id and ro.id = u.role_id
    left join payroll_privileges pp on pp.tenant_id = u.tenant_id and pp.user_id = u.id
   where t.id = s.tenant_id;
  perform set_config('app.tenant_id', '', true);
  return r;
end $$;
