CREATE TABLE "organization_groups" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
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
	CONSTRAINT "organization_groups_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee_assets" ALTER COLUMN "condition" SET DEFAULT 'good';--> statement-breakpoint
ALTER TABLE "allowance_codes" ALTER COLUMN "frequency" SET DEFAULT 'Monthly';--> statement-breakpoint
ALTER TABLE "career_job_id_series" ALTER COLUMN "prefix" SET DEFAULT 'JOB-';--> statement-breakpoint
ALTER TABLE "hr_fields" ALTER COLUMN "field_type" SET DEFAULT 'text';--> statement-breakpoint
ALTER TABLE "note_codes" ALTER COLUMN "kind" SET DEFAULT 'information';--> statement-breakpoint
ALTER TABLE "organizations" ALTER COLUMN "timezone" SET DEFAULT 'Asia/Phnom_Penh';--> statement-breakpoint
ALTER TABLE "organizations" ALTER COLUMN "currency" SET DEFAULT 'USD';--> statement-breakpoint
ALTER TABLE "ticket_categories" ALTER COLUMN "priority" SET DEFAULT 'moderate';--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "org_group_id" uuid;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "attendance_locations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "qr_interval" text DEFAULT 'static' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "qr_seconds" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "kiosk_password_hash" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "id_card_layout" text DEFAULT 'landscape' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "id_card_color" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "id_card_text_color" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "careers_public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "statutory_pack" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_groups" ADD CONSTRAINT "organization_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_groups_live" ON "organization_groups" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_groups_name_uq" ON "organization_groups" USING btree ("tenant_id",lower("name")) WHERE deleted_at is null;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_org_group_id_fk" FOREIGN KEY ("tenant_id","org_group_id") REFERENCES "public"."organization_groups"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizations_org_group_id_ix" ON "organizations" USING btree ("tenant_id","org_group_id");