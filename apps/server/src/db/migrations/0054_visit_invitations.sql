ALTER TABLE "visits" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "invitation_keys" text[];