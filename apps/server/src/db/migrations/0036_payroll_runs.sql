CREATE TABLE "payroll_runs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"processing_version" integer,
	"job_id" uuid,
	"employees" integer DEFAULT 0 NOT NULL,
	"gross" numeric(18, 2) DEFAULT '0' NOT NULL,
	"deductions" numeric(18, 2) DEFAULT '0' NOT NULL,
	"employer" numeric(18, 2) DEFAULT '0' NOT NULL,
	"net" numeric(18, 2) DEFAULT '0' NOT NULL,
	"processed_by" uuid,
	"processed_by_name" text,
	"processed_at" timestamp with time zone,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_runs_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "payroll_runs_status_ck" CHECK ("payroll_runs"."status" in ('open', 'processed', 'approved', 'paid', 'closed', 'cancelled')),
	CONSTRAINT "payroll_runs_period_ck" CHECK ("payroll_runs"."period_to" >= "payroll_runs"."period_from")
);
--> statement-breakpoint
CREATE TABLE "payslip_lines" (
	"tenant_id" uuid NOT NULL,
	"payslip_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"run_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"pay_code_id" uuid,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"units" numeric(14, 4),
	"rate" numeric(18, 6),
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "payslip_lines_pk" PRIMARY KEY("tenant_id","payslip_id","position"),
	CONSTRAINT "payslip_lines_kind_ck" CHECK ("payslip_lines"."kind" in ('earning', 'deduction', 'employerContribution', 'information'))
);
--> statement-breakpoint
CREATE TABLE "payslips" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"employee_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(18, 6),
	"gross" numeric(18, 2) DEFAULT '0' NOT NULL,
	"deductions" numeric(18, 2) DEFAULT '0' NOT NULL,
	"employer" numeric(18, 2) DEFAULT '0' NOT NULL,
	"net" numeric(18, 2) DEFAULT '0' NOT NULL,
	"basis" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payslips_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_organization_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD CONSTRAINT "payslip_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD CONSTRAINT "payslip_lines_payslip_fk" FOREIGN KEY ("tenant_id","payslip_id") REFERENCES "public"."payslips"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_run_fk" FOREIGN KEY ("tenant_id","run_id") REFERENCES "public"."payroll_runs"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_period_uq" ON "payroll_runs" USING btree ("tenant_id","organization_id","period_from") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "payroll_runs_organization_ix" ON "payroll_runs" USING btree ("tenant_id","organization_id","period_from");--> statement-breakpoint
CREATE INDEX "payslip_lines_run_ix" ON "payslip_lines" USING btree ("tenant_id","run_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "payslips_run_employee_uq" ON "payslips" USING btree ("tenant_id","run_id","version","employee_id");--> statement-breakpoint
CREATE INDEX "payslips_employee_ix" ON "payslips" USING btree ("tenant_id","employee_id");