CREATE TABLE "payroll_entries" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"period_from" date NOT NULL,
	"pay_code_id" uuid NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_entries_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "payroll_entries_source_ck" CHECK ("payroll_entries"."source" in ('adjustment', 'import')),
	CONSTRAINT "payroll_entries_amount_ck" CHECK ("payroll_entries"."amount" >= 0),
	CONSTRAINT "payroll_entries_period_ck" CHECK (extract(day from "payroll_entries"."period_from") = 1)
);
--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "entries_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_pay_code_fk" FOREIGN KEY ("tenant_id","pay_code_id") REFERENCES "public"."pay_codes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_entries_cell_uq" ON "payroll_entries" USING btree ("tenant_id","employee_id","period_from","pay_code_id");