CREATE TABLE "leave_ledger" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"day" date NOT NULL,
	"days" numeric(10, 4) NOT NULL,
	"kind" text NOT NULL,
	"period" text,
	"request_id" uuid,
	"note" text,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_ledger_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "leave_ledger_kind_ck" CHECK ("leave_ledger"."kind" in ('opening', 'accrual', 'carryForward', 'yearEnd', 'carryExpiry', 'leave', 'cancellation', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"part" text NOT NULL,
	"start_half" smallint DEFAULT 1 NOT NULL,
	"end_half" smallint DEFAULT 2 NOT NULL,
	"hours" numeric(4, 1),
	"days" numeric(10, 4) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"source" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_type" text,
	"attachment_size" integer,
	CONSTRAINT "leave_requests_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "leave_requests_part_ck" CHECK ("leave_requests"."part" in ('full', 'half', 'hourly')),
	CONSTRAINT "leave_requests_status_ck" CHECK ("leave_requests"."status" between 1 and 4),
	CONSTRAINT "leave_requests_source_ck" CHECK ("leave_requests"."source" in ('admin', 'self', 'public')),
	CONSTRAINT "leave_requests_halves_ck" CHECK ("leave_requests"."start_half" in (1, 2) and "leave_requests"."end_half" in (1, 2)),
	CONSTRAINT "leave_requests_dates_ck" CHECK ("leave_requests"."from_date" <= "leave_requests"."to_date")
);
--> statement-breakpoint
CREATE TABLE "leave_template_assignments" (
	"tenant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_template_assignments_pk" PRIMARY KEY("tenant_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "leave_templates" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"year_start_month" text DEFAULT '1' NOT NULL,
	"entitlements" jsonb DEFAULT '[]'::jsonb NOT NULL,
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
	CONSTRAINT "leave_templates_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "allow_negative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "negative_limit_days" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "half_day_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "hourly_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "hours_per_day" numeric(14, 2) DEFAULT '8' NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "count_holidays" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "count_rest_days" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "max_consecutive_days" integer;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "attachment_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "attachment_after_days" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_type_fk" FOREIGN KEY ("tenant_id","leave_type_id") REFERENCES "public"."leave_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_request_fk" FOREIGN KEY ("tenant_id","request_id") REFERENCES "public"."leave_requests"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_type_fk" FOREIGN KEY ("tenant_id","leave_type_id") REFERENCES "public"."leave_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_organization_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_template_assignments" ADD CONSTRAINT "leave_template_assignments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_template_assignments" ADD CONSTRAINT "leave_template_assignments_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_template_assignments" ADD CONSTRAINT "leave_template_assignments_template_fk" FOREIGN KEY ("tenant_id","template_id") REFERENCES "public"."leave_templates"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_templates" ADD CONSTRAINT "leave_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_period_uq" ON "leave_ledger" USING btree ("tenant_id","employee_id","leave_type_id","kind","period") WHERE "leave_ledger"."period" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_request_uq" ON "leave_ledger" USING btree ("tenant_id","request_id","kind") WHERE "leave_ledger"."request_id" is not null;--> statement-breakpoint
CREATE INDEX "leave_ledger_balance_ix" ON "leave_ledger" USING btree ("tenant_id","employee_id","leave_type_id","day");--> statement-breakpoint
CREATE INDEX "leave_requests_employee_ix" ON "leave_requests" USING btree ("tenant_id","employee_id","from_date");--> statement-breakpoint
CREATE INDEX "leave_requests_status_ix" ON "leave_requests" USING btree ("tenant_id","status","from_date");--> statement-breakpoint
CREATE INDEX "leave_requests_type_ix" ON "leave_requests" USING btree ("tenant_id","leave_type_id");--> statement-breakpoint
CREATE INDEX "leave_template_assignments_template_ix" ON "leave_template_assignments" USING btree ("tenant_id","template_id");--> statement-breakpoint
CREATE INDEX "leave_templates_live" ON "leave_templates" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_templates_name_uq" ON "leave_templates" USING btree ("tenant_id",lower("name")) WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_templates_code_uq" ON "leave_templates" USING btree ("tenant_id",lower("code")) WHERE deleted_at is null;--> statement-breakpoint
-- Two pending or approved requests of one employee may not share a half day. Each day is two slots (first and second
-- half); a request covers [2·from + start_half − 1, 2·to + end_half) in days since 2000-01-01 (a full day and an hourly
-- request are both halves). Checked by the database, so two requests filed at once cannot both get in.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_overlap_ex" EXCLUDE USING gist (
	"tenant_id" WITH =,
	"employee_id" WITH =,
	int4range(("from_date" - date '2000-01-01') * 2 + "start_half" - 1, ("to_date" - date '2000-01-01') * 2 + "end_half") WITH &&
) WHERE ("status" in (1, 2));
