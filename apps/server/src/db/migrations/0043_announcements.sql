CREATE TABLE "announcement_reads" (
	"tenant_id" uuid NOT NULL,
	"announcement_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_reads_pk" PRIMARY KEY("tenant_id","announcement_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"type_id" uuid,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"audience_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text NOT NULL,
	"show_from" date,
	"show_until" date,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_name" text,
	"delete_reason" text,
	CONSTRAINT "announcements_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "announcements_audience_ck" CHECK ("announcements"."audience" in ('all', 'organizations', 'departments', 'groups')),
	CONSTRAINT "announcements_status_ck" CHECK ("announcements"."status" in ('draft', 'published', 'unpublished')),
	CONSTRAINT "announcements_window_ck" CHECK ("announcements"."show_from" is null or "announcements"."show_until" is null or "announcements"."show_from" <= "announcements"."show_until")
);
--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_announcement_fk" FOREIGN KEY ("tenant_id","announcement_id") REFERENCES "public"."announcements"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_type_fk" FOREIGN KEY ("tenant_id","type_id") REFERENCES "public"."announcement_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_status_ix" ON "announcements" USING btree ("tenant_id","status","show_from");