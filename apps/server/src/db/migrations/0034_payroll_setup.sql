CREATE TABLE "exchange_rates" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"from_currency" text DEFAULT 'USD' NOT NULL,
	"to_currency" text DEFAULT 'KHR' NOT NULL,
	"rate" numeric(18, 6),
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_type" text,
	"created_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"deleted_by_name" text,
	"delete_reason" text,
	CONSTRAINT "exchange_rates_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "notice_periods" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"service_from_months" integer NOT NULL,
	"service_to_months" integer,
	"organization_id" uuid,
	"notice_days" integer NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_type" text,
	"created_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"deleted_by_name" text,
	"delete_reason" text,
	CONSTRAINT "notice_periods_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "pay_codes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'earning' NOT NULL,
	"payroll_header_id" uuid,
	"allowance_code_id" uuid,
	"calculation" text DEFAULT 'fixed' NOT NULL,
	"amount" numeric(14, 2),
	"percentage" numeric(16, 4),
	"percentage_of" text,
	"unit" text,
	"rate" numeric(16, 4),
	"multiplier" numeric(16, 4),
	"min_amount" numeric(14, 2),
	"max_amount" numeric(14, 2),
	"frequency" text DEFAULT 'Monthly' NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"epf_wage" boolean DEFAULT true NOT NULL,
	"socso_wage" boolean DEFAULT true NOT NULL,
	"nssf_wage" boolean DEFAULT true NOT NULL,
	"debit_account" text,
	"credit_account" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_type" text,
	"created_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"deleted_by_name" text,
	"delete_reason" text,
	CONSTRAINT "pay_codes_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "payroll_headers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'earning' NOT NULL,
	"sort_order" integer DEFAULT 10 NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_type" text,
	"created_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"deleted_by_name" text,
	"delete_reason" text,
	CONSTRAINT "payroll_headers_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "tax_tables" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"period" text DEFAULT 'monthly' NOT NULL,
	"effective_from" date NOT NULL,
	"brackets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_type" text,
	"created_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"deleted_by_name" text,
	"delete_reason" text,
	CONSTRAINT "tax_tables_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_periods" ADD CONSTRAINT "notice_periods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_periods" ADD CONSTRAINT "notice_periods_organization_id_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_codes" ADD CONSTRAINT "pay_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_codes" ADD CONSTRAINT "pay_codes_payroll_header_id_fk" FOREIGN KEY ("tenant_id","payroll_header_id") REFERENCES "public"."payroll_headers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_codes" ADD CONSTRAINT "pay_codes_allowance_code_id_fk" FOREIGN KEY ("tenant_id","allowance_code_id") REFERENCES "public"."allowance_codes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_headers" ADD CONSTRAINT "payroll_headers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_tables" ADD CONSTRAINT "tax_tables_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_tables" ADD CONSTRAINT "tax_tables_organization_id_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_rates_live" ON "exchange_rates" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_month_uq" ON "exchange_rates" USING btree ("tenant_id","from_currency","to_currency","month") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "notice_periods_live" ON "notice_periods" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_periods_service_from_months_uq" ON "notice_periods" USING btree ("tenant_id",coalesce("organization_id", '00000000-0000-0000-0000-000000000000'::uuid),"service_from_months") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "notice_periods_organization_id_ix" ON "notice_periods" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE INDEX "pay_codes_live" ON "pay_codes" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_codes_code_uq" ON "pay_codes" USING btree ("tenant_id",lower("code")) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "pay_codes_payroll_header_id_ix" ON "pay_codes" USING btree ("tenant_id","payroll_header_id");--> statement-breakpoint
CREATE INDEX "pay_codes_allowance_code_id_ix" ON "pay_codes" USING btree ("tenant_id","allowance_code_id");--> statement-breakpoint
CREATE INDEX "payroll_headers_live" ON "payroll_headers" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_headers_name_uq" ON "payroll_headers" USING btree ("tenant_id",lower("name")) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tax_tables_live" ON "tax_tables" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_tables_name_uq" ON "tax_tables" USING btree ("tenant_id","organization_id","effective_from",lower("name")) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tax_tables_organization_id_ix" ON "tax_tables" USING btree ("tenant_id","organization_id");