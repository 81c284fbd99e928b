CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "employees" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"employee_code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"mobile" text,
	"gender" text,
	"date_of_birth" date,
	"nationality" text,
	"time_zone" text,
	"address" text,
	"photo_key" text,
	"photo_type" text,
	"organization_id" uuid NOT NULL,
	"department_id" uuid,
	"position" text,
	"group_id" uuid,
	"reporting_manager_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"hr_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"join_date" date,
	"confirmation_date" date,
	"employment_type" text,
	"payroll_type" text,
	"basic_salary" numeric(18, 4),
	"salary_currency" text,
	"pay_frequency" text,
	"bank_id" uuid,
	"bank_account" text,
	"tax_number" text,
	"tax_resident" boolean DEFAULT true NOT NULL,
	"marital_status" text,
	"children" integer DEFAULT 0 NOT NULL,
	"epf_number" text,
	"epf_category" text,
	"socso_number" text,
	"socso_category" text,
	"nssf_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"deleted_by_name" text,
	"delete_reason" text,
	CONSTRAINT "employees_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_organization_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_fk" FOREIGN KEY ("tenant_id","department_id") REFERENCES "public"."departments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_group_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."setting_groups"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_bank_fk" FOREIGN KEY ("tenant_id","bank_id") REFERENCES "public"."banks"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_manager_fk" FOREIGN KEY ("tenant_id","reporting_manager_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_code_uq" ON "employees" USING btree ("tenant_id",lower("employee_code")) WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_email_uq" ON "employees" USING btree ("tenant_id",lower("email")) WHERE deleted_at is null and email is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_user_uq" ON "employees" USING btree ("tenant_id","user_id") WHERE user_id is not null;--> statement-breakpoint
CREATE INDEX "employees_live" ON "employees" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE INDEX "employees_organization_ix" ON "employees" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE INDEX "employees_department_ix" ON "employees" USING btree ("tenant_id","department_id");--> statement-breakpoint
CREATE INDEX "employees_group_ix" ON "employees" USING btree ("tenant_id","group_id");--> statement-breakpoint
CREATE INDEX "employees_bank_ix" ON "employees" USING btree ("tenant_id","bank_id");--> statement-breakpoint
CREATE INDEX "employees_manager_ix" ON "employees" USING btree ("tenant_id","reporting_manager_id");--> statement-breakpoint
CREATE INDEX "employees_name_ix" ON "employees" USING btree ("tenant_id",lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "employees_search_trgm" ON "employees" USING gin (lower(first_name || ' ' || last_name || ' ' || employee_code || ' ' || coalesce(email, '') || ' ' || coalesce(mobile, '')) gin_trgm_ops);--> statement-breakpoint
-- Moving the staff over (issue 11): every user who is an employee (type emp, or a sub admin who is also staff)
-- gets an employee record, linked to their login, in the tenant's first organization, with the department their
-- free text named. A tenant with staff but no organization gets one, and free-text departments become records:
-- nothing is lost. An owner that is no superuser passes row-level security as the platform.
SELECT set_config('app.platform', 'on', true);--> statement-breakpoint
INSERT INTO "organizations" ("tenant_id", "title", "code", "timezone", "currency", "created_by_name")
SELECT t."id", t."name", 'MAIN', 'Asia/Phnom_Penh', 'USD', 'migration'
  FROM "tenants" t
 WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."tenant_id" = t."id" AND (u."login_type" = 'emp' OR u."is_employee"))
   AND NOT EXISTS (SELECT 1 FROM "organizations" o WHERE o."tenant_id" = t."id" AND o."deleted_at" IS NULL);--> statement-breakpoint
INSERT INTO "departments" ("tenant_id", "name", "organization_id", "created_by_name")
SELECT DISTINCT ON (u."tenant_id", lower(btrim(u."department")))
       u."tenant_id", btrim(u."department"),
       (SELECT o."id" FROM "organizations" o WHERE o."tenant_id" = u."tenant_id" AND o."deleted_at" IS NULL
         ORDER BY o."created_at", o."id" LIMIT 1),
       'migration'
  FROM "users" u
 WHERE (u."login_type" = 'emp' OR u."is_employee") AND btrim(coalesce(u."department", '')) <> ''
   AND NOT EXISTS (SELECT 1 FROM "departments" d WHERE d."tenant_id" = u."tenant_id" AND d."deleted_at" IS NULL
                      AND lower(d."name") = lower(btrim(u."department")))
 ORDER BY u."tenant_id", lower(btrim(u."department")), u."created_at";--> statement-breakpoint
INSERT INTO "employees" ("tenant_id", "user_id", "employee_code", "first_name", "last_name", "email",
                         "organization_id", "department_id", "position", "status", "created_at", "created_by_name")
SELECT u."tenant_id", u."id",
       'EMP-' || lpad((row_number() OVER (PARTITION BY u."tenant_id" ORDER BY u."created_at", u."id"))::text, 4, '0'),
       u."first_name", u."last_name", lower(u."email"), org."id", dept."id", nullif(btrim(u."position"), ''),
       CASE WHEN u."disabled" THEN 'inactive' ELSE 'active' END, u."created_at", 'migration'
  FROM "users" u
  JOIN LATERAL (SELECT o."id" FROM "organizations" o WHERE o."tenant_id" = u."tenant_id" AND o."deleted_at" IS NULL
                 ORDER BY o."created_at", o."id" LIMIT 1) org ON true
  LEFT JOIN LATERAL (SELECT d."id" FROM "departments" d
                      WHERE d."tenant_id" = u."tenant_id" AND d."deleted_at" IS NULL
                        AND lower(d."name") = lower(btrim(u."department"))
                      LIMIT 1) dept ON true
 WHERE u."login_type" = 'emp' OR u."is_employee";
