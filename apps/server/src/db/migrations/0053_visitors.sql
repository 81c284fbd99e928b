CREATE TABLE "visits" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"visitor_name" text NOT NULL,
	"contact_number" text,
	"company" text,
	"visit_type" text NOT NULL,
	"reason" text,
	"vehicle" text,
	"license_plate" text,
	"photo_key" text,
	"photo_type" text,
	"document_key" text,
	"document_type" text,
	"document_name" text,
	"status" text NOT NULL,
	"expected_on" date,
	"pass_token" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by_name" text,
	"checked_out_at" timestamp with time zone,
	"checked_out_by_name" text,
	"erased_at" timestamp with time zone,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "visits_status_ck" CHECK ("visits"."status" in ('expected', 'inside', 'left', 'cancelled')),
	CONSTRAINT "visits_type_ck" CHECK ("visits"."visit_type" in ('business', 'personal', 'sales', 'client', 'supplier', 'meeting', 'interview', 'presentation')),
	CONSTRAINT "visits_times_ck" CHECK (("visits"."status" <> 'inside' or ("visits"."checked_in_at" is not null and "visits"."checked_out_at" is null))
          and ("visits"."status" <> 'left' or ("visits"."checked_in_at" is not null and "visits"."checked_out_at" >= "visits"."checked_in_at")))
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "visitor_retention_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_organization_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visits_pass_uq" ON "visits" USING btree ("tenant_id","pass_token");--> statement-breakpoint
CREATE INDEX "visits_day_ix" ON "visits" USING btree ("tenant_id","checked_in_at");--> statement-breakpoint
CREATE INDEX "visits_status_ix" ON "visits" USING btree ("tenant_id","status","expected_on");--> statement-breakpoint
CREATE INDEX "visits_host_ix" ON "visits" USING btree ("tenant_id","employee_id");