CREATE TABLE "ot_requests" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"ot_date" date NOT NULL,
	"from_time" time NOT NULL,
	"to_time" time NOT NULL,
	"ot_type" smallint NOT NULL,
	"total_minutes" integer NOT NULL,
	"remark" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"source" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"deleted_by_name" text,
	"delete_reason" text,
	CONSTRAINT "ot_requests_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ot_requests_type_ck" CHECK ("ot_requests"."ot_type" in (30, 100, 150, 200)),
	CONSTRAINT "ot_requests_status_ck" CHECK ("ot_requests"."status" between 1 and 4),
	CONSTRAINT "ot_requests_source_ck" CHECK ("ot_requests"."source" in ('admin', 'self', 'public')),
	CONSTRAINT "ot_requests_total_ck" CHECK ("ot_requests"."total_minutes" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "ot_settings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"rate30_applies_to" text DEFAULT 'night' NOT NULL,
	"rate30_percent" numeric(14, 2) DEFAULT '30' NOT NULL,
	"rate100_applies_to" text DEFAULT 'publicHoliday' NOT NULL,
	"rate100_percent" numeric(14, 2) DEFAULT '100' NOT NULL,
	"rate150_applies_to" text DEFAULT 'normalDay' NOT NULL,
	"rate150_percent" numeric(14, 2) DEFAULT '150' NOT NULL,
	"rate200_applies_to" text DEFAULT 'restDay' NOT NULL,
	"rate200_percent" numeric(14, 2) DEFAULT '200' NOT NULL,
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
	CONSTRAINT "ot_settings_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "ot_requests" ADD CONSTRAINT "ot_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ot_requests" ADD CONSTRAINT "ot_requests_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ot_requests" ADD CONSTRAINT "ot_requests_organization_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ot_settings" ADD CONSTRAINT "ot_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ot_settings" ADD CONSTRAINT "ot_settings_organization_id_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ot_requests_employee_ix" ON "ot_requests" USING btree ("tenant_id","employee_id","ot_date");--> statement-breakpoint
CREATE INDEX "ot_requests_status_ix" ON "ot_requests" USING btree ("tenant_id","status","ot_date");--> statement-breakpoint
CREATE INDEX "ot_settings_live" ON "ot_settings" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE INDEX "ot_settings_organization_id_ix" ON "ot_settings" USING btree ("tenant_id","organization_id");--> statement-breakpoint
-- Two live (pending or approved, not deleted) requests of one employee may not share a minute: each covers
-- [ot_date + from_time, ot_date + to_time), a day later when to_time is not after from_time. Checked by the
-- database, so two requests filed at once cannot both get in.
ALTER TABLE "ot_requests" ADD CONSTRAINT "ot_requests_overlap_ex" EXCLUDE USING gist (
	"tenant_id" WITH =,
	"employee_id" WITH =,
	tsrange("ot_date" + "from_time", "ot_date" + "to_time" + (case when "to_time" <= "from_time" then interval '1 day' else interval '0' end)) WITH &&
) WHERE ("status" in (1, 2) and "deleted_at" is null);
--> statement-breakpoint
-- One live OT setting per organization and effective day (the resource service answers 409 on effectiveFrom).
CREATE UNIQUE INDEX "ot_settings_effective_from_uq" ON "ot_settings" USING btree ("tenant_id","organization_id","effective_from") WHERE deleted_at is null;
