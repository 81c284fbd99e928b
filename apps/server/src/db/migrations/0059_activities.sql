CREATE TABLE "activities" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"status_id" uuid NOT NULL,
	"evaluation_id" uuid,
	"done_on" date NOT NULL,
	"minutes" integer NOT NULL,
	"notes" text,
	"created_by" uuid NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "activities_minutes_ck" CHECK ("activities"."minutes" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "activity_targets" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"month" text NOT NULL,
	"type_id" uuid,
	"target" integer NOT NULL,
	"goal" text,
	"valuation" integer NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_targets_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "activity_targets_kind_ck" CHECK ("activity_targets"."kind" in ('type', 'summary')),
	CONSTRAINT "activity_targets_type_ck" CHECK (("activity_targets"."kind" = 'type') = ("activity_targets"."type_id" is not null)),
	CONSTRAINT "activity_targets_month_ck" CHECK ("activity_targets"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "activity_targets_target_ck" CHECK ("activity_targets"."target" between 1 and 10000),
	CONSTRAINT "activity_targets_valuation_ck" CHECK ("activity_targets"."valuation" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_type_fk" FOREIGN KEY ("tenant_id","type_id") REFERENCES "public"."activity_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_status_fk" FOREIGN KEY ("tenant_id","status_id") REFERENCES "public"."activity_statuses"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_evaluation_fk" FOREIGN KEY ("tenant_id","evaluation_id") REFERENCES "public"."activity_evaluations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_targets" ADD CONSTRAINT "activity_targets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_targets" ADD CONSTRAINT "activity_targets_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_targets" ADD CONSTRAINT "activity_targets_type_fk" FOREIGN KEY ("tenant_id","type_id") REFERENCES "public"."activity_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_employee_ix" ON "activities" USING btree ("tenant_id","employee_id","done_on");--> statement-breakpoint
CREATE INDEX "activities_day_ix" ON "activities" USING btree ("tenant_id","done_on");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_targets_uq" ON "activity_targets" USING btree ("tenant_id","employee_id","month",coalesce("type_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "activity_targets_month_ix" ON "activity_targets" USING btree ("tenant_id","month","kind");