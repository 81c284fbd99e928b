CREATE TABLE "employee_promotions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"effective_date" date NOT NULL,
	"position" text,
	"department_id" uuid,
	"basic_salary" numeric(14, 2),
	"note" text,
	"from_position" text,
	"from_department_id" uuid,
	"from_basic_salary" numeric(14, 2),
	"applied_on" date,
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
	CONSTRAINT "employee_promotions_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee_promotions" ADD CONSTRAINT "employee_promotions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_promotions" ADD CONSTRAINT "employee_promotions_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_promotions" ADD CONSTRAINT "employee_promotions_department_id_fk" FOREIGN KEY ("tenant_id","department_id") REFERENCES "public"."departments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_promotions_live" ON "employee_promotions" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE INDEX "employee_promotions_employee_ix" ON "employee_promotions" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "employee_promotions_department_id_ix" ON "employee_promotions" USING btree ("tenant_id","department_id");--> statement-breakpoint
CREATE INDEX "employee_promotions_from_department_id_ix" ON "employee_promotions" USING btree ("tenant_id","from_department_id");