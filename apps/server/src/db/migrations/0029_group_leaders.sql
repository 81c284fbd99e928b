CREATE TABLE "group_leaders" (
	"tenant_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_leaders_pk" PRIMARY KEY("tenant_id","group_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "group_punches" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"attendance_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"leader_id" uuid NOT NULL,
	"leader_name" text NOT NULL,
	"place" text,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "group_punches_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "group_punches_kind_ck" CHECK ("group_punches"."kind" in ('in', 'out'))
);
--> statement-breakpoint
ALTER TABLE "group_leaders" ADD CONSTRAINT "group_leaders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_leaders" ADD CONSTRAINT "group_leaders_group_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."setting_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_leaders" ADD CONSTRAINT "group_leaders_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_punches" ADD CONSTRAINT "group_punches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_punches" ADD CONSTRAINT "group_punches_group_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."setting_groups"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_punches" ADD CONSTRAINT "group_punches_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_punches" ADD CONSTRAINT "group_punches_leader_fk" FOREIGN KEY ("tenant_id","leader_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_punches" ADD CONSTRAINT "group_punches_attendance_fk" FOREIGN KEY ("tenant_id","attendance_id") REFERENCES "public"."attendance"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_leaders_employee_ix" ON "group_leaders" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "group_punches_at_ix" ON "group_punches" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "group_punches_group_ix" ON "group_punches" USING btree ("tenant_id","group_id","at");