CREATE TABLE "attendance_evaluations" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"organization_id" uuid,
	"absent_below_minutes" integer DEFAULT 60 NOT NULL,
	"half_day_below_minutes" integer DEFAULT 240 NOT NULL,
	"late_half_day_after_minutes" integer DEFAULT 0 NOT NULL,
	"early_half_day_after_minutes" integer DEFAULT 0 NOT NULL,
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
	CONSTRAINT "attendance_evaluations_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "attendance_evaluations" ADD CONSTRAINT "attendance_evaluations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_evaluations" ADD CONSTRAINT "attendance_evaluations_organization_id_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_evaluations_live" ON "attendance_evaluations" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_evaluations_name_uq" ON "attendance_evaluations" USING btree ("tenant_id",lower("name")) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "attendance_evaluations_organization_id_ix" ON "attendance_evaluations" USING btree ("tenant_id","organization_id");