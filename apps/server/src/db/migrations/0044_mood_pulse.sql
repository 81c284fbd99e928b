CREATE TABLE "mood_answered" (
	"tenant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "mood_answered_pk" PRIMARY KEY("tenant_id","employee_id","day")
);
--> statement-breakpoint
CREATE TABLE "mood_entries" (
	"tenant_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"department_id" uuid,
	"day" date NOT NULL,
	"mood" smallint NOT NULL,
	CONSTRAINT "mood_entries_mood_ck" CHECK ("mood_entries"."mood" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "mood_answered" ADD CONSTRAINT "mood_answered_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_answered" ADD CONSTRAINT "mood_answered_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_entries" ADD CONSTRAINT "mood_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mood_entries_day_ix" ON "mood_entries" USING btree ("tenant_id","day");