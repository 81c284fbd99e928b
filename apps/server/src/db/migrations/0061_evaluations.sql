CREATE TABLE "evaluation_answers" (
	"tenant_id" uuid NOT NULL,
	"review_id" uuid NOT NULL,
	"part" text NOT NULL,
	"ratings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comment" text,
	"score" numeric(4, 1),
	"answered_by" uuid NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_answers_pk" PRIMARY KEY("tenant_id","review_id","part"),
	CONSTRAINT "evaluation_answers_part_ck" CHECK ("evaluation_answers"."part" in ('self', 'manager'))
);
--> statement-breakpoint
CREATE TABLE "evaluation_criteria" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"weight" integer NOT NULL,
	CONSTRAINT "evaluation_criteria_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "evaluation_criteria_weight_ck" CHECK ("evaluation_criteria"."weight" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "evaluation_cycles" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"template_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"department_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"due_on" date NOT NULL,
	"self_review" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_cycles_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "evaluation_cycles_status_ck" CHECK ("evaluation_cycles"."status" in ('open', 'closed')),
	CONSTRAINT "evaluation_cycles_period_ck" CHECK ("evaluation_cycles"."period_to" >= "evaluation_cycles"."period_from")
);
--> statement-breakpoint
CREATE TABLE "evaluation_reviews" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"cycle_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"reviewer_id" uuid,
	"final_score" numeric(4, 1),
	"final_comment" text,
	"completed_at" timestamp with time zone,
	"completed_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_reviews_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "evaluation_reviews_self_ck" CHECK ("evaluation_reviews"."reviewer_id" is distinct from "evaluation_reviews"."employee_id"),
	CONSTRAINT "evaluation_reviews_completed_ck" CHECK (("evaluation_reviews"."completed_at" is null) = ("evaluation_reviews"."final_score" is null))
);
--> statement-breakpoint
CREATE TABLE "evaluation_templates" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"scale" integer NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_templates_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "evaluation_templates_scale_ck" CHECK ("evaluation_templates"."scale" between 3 and 10)
);
--> statement-breakpoint
ALTER TABLE "evaluation_answers" ADD CONSTRAINT "evaluation_answers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_answers" ADD CONSTRAINT "evaluation_answers_review_fk" FOREIGN KEY ("tenant_id","review_id") REFERENCES "public"."evaluation_reviews"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_criteria" ADD CONSTRAINT "evaluation_criteria_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_criteria" ADD CONSTRAINT "evaluation_criteria_template_fk" FOREIGN KEY ("tenant_id","template_id") REFERENCES "public"."evaluation_templates"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_cycles" ADD CONSTRAINT "evaluation_cycles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_cycles" ADD CONSTRAINT "evaluation_cycles_template_fk" FOREIGN KEY ("tenant_id","template_id") REFERENCES "public"."evaluation_templates"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_cycles" ADD CONSTRAINT "evaluation_cycles_organization_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_reviews" ADD CONSTRAINT "evaluation_reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_reviews" ADD CONSTRAINT "evaluation_reviews_cycle_fk" FOREIGN KEY ("tenant_id","cycle_id") REFERENCES "public"."evaluation_cycles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_reviews" ADD CONSTRAINT "evaluation_reviews_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_reviews" ADD CONSTRAINT "evaluation_reviews_reviewer_fk" FOREIGN KEY ("tenant_id","reviewer_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_templates" ADD CONSTRAINT "evaluation_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_criteria_template_ix" ON "evaluation_criteria" USING btree ("tenant_id","template_id","position");--> statement-breakpoint
CREATE INDEX "evaluation_cycles_org_ix" ON "evaluation_cycles" USING btree ("tenant_id","organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_reviews_uq" ON "evaluation_reviews" USING btree ("tenant_id","cycle_id","employee_id");--> statement-breakpoint
CREATE INDEX "evaluation_reviews_employee_ix" ON "evaluation_reviews" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "evaluation_reviews_reviewer_ix" ON "evaluation_reviews" USING btree ("tenant_id","reviewer_id");