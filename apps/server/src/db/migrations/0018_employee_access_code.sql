ALTER TABLE "employees" ADD COLUMN "access_code_hash" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "access_code_set_at" timestamp with time zone;