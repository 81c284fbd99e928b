CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"kind" text NOT NULL,
	"label" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_by" uuid,
	"started_by_name" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"message" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "job_runs_tenant_created" ON "job_runs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "job_runs_created" ON "job_runs" USING btree ("created_at");