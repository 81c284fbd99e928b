CREATE TABLE "employee_pay_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"pay_code_id" uuid NOT NULL,
	"amount" numeric(14, 2),
	"start_date" date NOT NULL,
	"end_date" date,
	"note" text,
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
	CONSTRAINT "employee_pay_items_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee_pay_items" ADD CONSTRAINT "employee_pay_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_items" ADD CONSTRAINT "employee_pay_items_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_items" ADD CONSTRAINT "employee_pay_items_pay_code_id_fk" FOREIGN KEY ("tenant_id","pay_code_id") REFERENCES "public"."pay_codes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_pay_items_live" ON "employee_pay_items" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE INDEX "employee_pay_items_employee_ix" ON "employee_pay_items" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "employee_pay_items_pay_code_id_ix" ON "employee_pay_items" USING btree ("tenant_id","pay_code_id");