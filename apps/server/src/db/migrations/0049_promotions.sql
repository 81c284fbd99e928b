DROP INDEX "announcements_status_ix";--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "kind" text DEFAULT 'announcement' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "image_type" text;--> statement-breakpoint
CREATE INDEX "announcements_status_ix" ON "announcements" USING btree ("tenant_id","kind","status","show_from");--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_kind_ck" CHECK ("announcements"."kind" in ('announcement', 'promotion'));--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_image_ck" CHECK (("announcements"."image_key" is null) = ("announcements"."image_type" is null));