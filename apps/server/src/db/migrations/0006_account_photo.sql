ALTER TABLE "platform_users" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "platform_users" ADD COLUMN "photo_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_type" text;