CREATE TABLE "custom_report_sends" (
	"tenant_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"period" text NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_report_sends_pk" PRIMARY KEY("tenant_id","report_id","period")
);
--> statement-breakpoint
CREATE TABLE "custom_reports" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"definition" jsonb NOT NULL,
	"role_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"frequency" text DEFAULT 'none' NOT NULL,
	"schedule_day" smallint,
	"recipient_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_reports_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "custom_reports_frequency_ck" CHECK ("custom_reports"."frequency" in ('none', 'weekly', 'monthly')),
	CONSTRAINT "custom_reports_day_ck" CHECK (("custom_reports"."frequency" = 'none') or ("custom_reports"."frequency" = 'weekly' and "custom_reports"."schedule_day" between 1 and 7)
          or ("custom_reports"."frequency" = 'monthly' and "custom_reports"."schedule_day" between 1 and 28))
);
--> statement-breakpoint
ALTER TABLE "custom_report_sends" ADD CONSTRAINT "custom_report_sends_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_report_sends" ADD CONSTRAINT "custom_report_sends_report_fk" FOREIGN KEY ("tenant_id","report_id") REFERENCES "public"."custom_reports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_reports" ADD CONSTRAINT "custom_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;