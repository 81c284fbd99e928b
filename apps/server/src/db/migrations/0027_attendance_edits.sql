ALTER TABLE "attendance_punches" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD COLUMN "edited_by" uuid;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD COLUMN "edited_by_name" text;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD COLUMN "edit_reason" text;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD COLUMN "deleted_by_name" text;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD COLUMN "delete_reason" text;