ALTER TABLE "employees" ADD COLUMN "exit_date" date;--> statement-breakpoint
-- staff already In-Active left on the day their record last changed (the best date there is)
SELECT set_config('app.platform', 'on', true);--> statement-breakpoint
UPDATE "employees" SET "exit_date" = ("updated_at" AT TIME ZONE 'UTC')::date WHERE "status" = 'inactive' AND "exit_date" IS NULL;
