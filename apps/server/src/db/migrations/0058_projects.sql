CREATE TABLE "project_members" (
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_members_pk" PRIMARY KEY("tenant_id","project_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "project_tasks" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"assignee_id" uuid NOT NULL,
	"priority" text NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"due_on" date,
	"status" text DEFAULT 'todo' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_tasks_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "project_tasks_status_ck" CHECK ("project_tasks"."status" in ('todo', 'inProgress', 'review', 'completed')),
	CONSTRAINT "project_tasks_priority_ck" CHECK ("project_tasks"."priority" in ('low', 'moderate', 'high', 'veryHigh')),
	CONSTRAINT "project_tasks_weight_ck" CHECK ("project_tasks"."weight" between 1 and 100),
	CONSTRAINT "project_tasks_completed_ck" CHECK (("project_tasks"."status" = 'completed') = ("project_tasks"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"group_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"head_id" uuid NOT NULL,
	"priority" text NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"value" numeric(14, 2),
	"start_on" date NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'inProgress' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "projects_status_ck" CHECK ("projects"."status" in ('inProgress', 'completed')),
	CONSTRAINT "projects_priority_ck" CHECK ("projects"."priority" in ('low', 'moderate', 'high', 'veryHigh')),
	CONSTRAINT "projects_weight_ck" CHECK ("projects"."weight" between 1 and 100),
	CONSTRAINT "projects_dates_ck" CHECK ("projects"."due_on" >= "projects"."start_on"),
	CONSTRAINT "projects_completed_ck" CHECK (("projects"."status" = 'completed') = ("projects"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "task_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"worked_on" date NOT NULL,
	"minutes" integer NOT NULL,
	"note" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_logs_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "task_logs_minutes_ck" CHECK ("task_logs"."minutes" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "project_groups" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
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
	CONSTRAINT "project_groups_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_project_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_assignee_fk" FOREIGN KEY ("tenant_id","assignee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_organization_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_group_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."project_groups"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_head_fk" FOREIGN KEY ("tenant_id","head_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_logs" ADD CONSTRAINT "task_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_logs" ADD CONSTRAINT "task_logs_task_fk" FOREIGN KEY ("tenant_id","task_id") REFERENCES "public"."project_tasks"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_logs" ADD CONSTRAINT "task_logs_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_groups" ADD CONSTRAINT "project_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_members_employee_ix" ON "project_members" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "project_tasks_project_ix" ON "project_tasks" USING btree ("tenant_id","project_id","status");--> statement-breakpoint
CREATE INDEX "project_tasks_assignee_ix" ON "project_tasks" USING btree ("tenant_id","assignee_id","status");--> statement-breakpoint
CREATE INDEX "projects_organization_ix" ON "projects" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE INDEX "projects_head_ix" ON "projects" USING btree ("tenant_id","head_id");--> statement-breakpoint
CREATE INDEX "projects_group_ix" ON "projects" USING btree ("tenant_id","group_id");--> statement-breakpoint
CREATE INDEX "task_logs_task_ix" ON "task_logs" USING btree ("tenant_id","task_id","worked_on");--> statement-breakpoint
CREATE INDEX "task_logs_employee_ix" ON "task_logs" USING btree ("tenant_id","employee_id","worked_on");--> statement-breakpoint
CREATE INDEX "project_groups_live" ON "project_groups" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_groups_name_uq" ON "project_groups" USING btree ("tenant_id",lower("name")) WHERE deleted_at is null;