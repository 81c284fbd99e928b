CREATE TABLE "issue_comments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"issue_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"file_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issue_comments_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "issue_comments_sender_ck" CHECK ("issue_comments"."sender" in ('staff', 'employee'))
);
--> statement-breakpoint
CREATE TABLE "issue_numbers" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issues" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"employee_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category_id" uuid,
	"priority" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_id" uuid,
	"assignee_name" text,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"file_size" integer,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by_name" text,
	"delete_reason" text,
	CONSTRAINT "issues_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "issues_number_uq" UNIQUE("tenant_id","number"),
	CONSTRAINT "issues_priority_ck" CHECK ("issues"."priority" in ('low', 'moderate', 'high', 'veryHigh')),
	CONSTRAINT "issues_status_ck" CHECK ("issues"."status" in ('open', 'inProgress', 'resolved', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "issue_comments" ADD CONSTRAINT "issue_comments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_comments" ADD CONSTRAINT "issue_comments_issue_fk" FOREIGN KEY ("tenant_id","issue_id") REFERENCES "public"."issues"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_numbers" ADD CONSTRAINT "issue_numbers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_category_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."ticket_categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issue_comments_ix" ON "issue_comments" USING btree ("tenant_id","issue_id","created_at");--> statement-breakpoint
CREATE INDEX "issues_status_ix" ON "issues" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "issues_employee_ix" ON "issues" USING btree ("tenant_id","employee_id");