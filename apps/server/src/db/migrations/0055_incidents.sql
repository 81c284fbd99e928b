CREATE TABLE "incident_comments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"incident_id" uuid NOT NULL,
	"event" text NOT NULL,
	"text" text NOT NULL,
	"value" text,
	"author_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_comments_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "incident_comments_event_ck" CHECK ("incident_comments"."event" in ('comment', 'assigned', 'status'))
);
--> statement-breakpoint
CREATE TABLE "incident_files" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"incident_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"thumb_key" text,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"created_by" uuid NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_files_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "incident_files_kind_ck" CHECK ("incident_files"."kind" in ('image', 'media', 'video'))
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"description" text NOT NULL,
	"priority" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assignee_id" uuid,
	"assignee_name" text,
	"reported_by" uuid NOT NULL,
	"reported_by_name" text NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incidents_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "incidents_status_ck" CHECK ("incidents"."status" in ('open', 'investigating', 'closed')),
	CONSTRAINT "incidents_priority_ck" CHECK ("incidents"."priority" in ('low', 'moderate', 'high', 'veryHigh')),
	CONSTRAINT "incidents_closed_ck" CHECK (("incidents"."status" = 'closed') = ("incidents"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "series_numbers" (
	"tenant_id" uuid NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "series_numbers_pk" PRIMARY KEY("tenant_id","series","year")
);
--> statement-breakpoint
ALTER TABLE "incident_comments" ADD CONSTRAINT "incident_comments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_comments" ADD CONSTRAINT "incident_comments_incident_fk" FOREIGN KEY ("tenant_id","incident_id") REFERENCES "public"."incidents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_files" ADD CONSTRAINT "incident_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_files" ADD CONSTRAINT "incident_files_incident_fk" FOREIGN KEY ("tenant_id","incident_id") REFERENCES "public"."incidents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_organization_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_numbers" ADD CONSTRAINT "series_numbers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_comments_incident_ix" ON "incident_comments" USING btree ("tenant_id","incident_id","created_at");--> statement-breakpoint
CREATE INDEX "incident_files_incident_ix" ON "incident_files" USING btree ("tenant_id","incident_id");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_number_uq" ON "incidents" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "incidents_when_ix" ON "incidents" USING btree ("tenant_id","occurred_at");--> statement-breakpoint
CREATE INDEX "incidents_status_ix" ON "incidents" USING btree ("tenant_id","status");