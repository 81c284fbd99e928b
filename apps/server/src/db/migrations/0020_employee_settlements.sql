CREATE TABLE "employee_settlements" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"exit_date" date NOT NULL,
	"reason" text NOT NULL,
	"notice_days" integer,
	"notice_pay" numeric(14, 2),
	"leave_encashment" numeric(14, 2),
	"severance_pay" numeric(14, 2),
	"other_payments" numeric(14, 2),
	"deductions" numeric(14, 2),
	"note" text,
	"net_amount" numeric(14, 2),
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
	CONSTRAINT "employee_settlements_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee_settlements" ADD CONSTRAINT "employee_settlements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_settlements" ADD CONSTRAINT "employee_settlements_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_settlements_live" ON "employee_settlements" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE INDEX "employee_settlements_employee_ix" ON "employee_settlements" USING btree ("tenant_id","employee_id");