CREATE TABLE "complaints" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type_id" uuid,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"anonymous" boolean NOT NULL,
	"author_id" uuid,
	"author_key" text,
	"organization_id" uuid NOT NULL,
	"department_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"response" text,
	"responded_by_name" text,
	"responded_at" timestamp with time zone,
	"score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "complaints_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "complaints_status_ck" CHECK ("complaints"."status" in ('open', 'answered', 'closed')),
	CONSTRAINT "complaints_score_ck" CHECK ("complaints"."score" is null or "complaints"."score" between 1 and 5),
	CONSTRAINT "complaints_author_ck" CHECK (("complaints"."anonymous" and "complaints"."author_id" is null and "complaints"."department_id" is null and "complaints"."author_key" is not null)
          or (not "complaints"."anonymous" and "complaints"."author_id" is not null and "complaints"."author_key" is null))
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_type_fk" FOREIGN KEY ("tenant_id","type_id") REFERENCES "public"."complaint_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_author_fk" FOREIGN KEY ("tenant_id","author_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_status_ix" ON "complaints" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "complaints_author_ix" ON "complaints" USING btree ("tenant_id","author_id");--> statement-breakpoint
CREATE INDEX "complaints_key_ix" ON "complaints" USING btree ("tenant_id","author_key");