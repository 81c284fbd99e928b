CREATE TABLE "post_comments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"author_employee_id" uuid,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderated_by_name" text,
	CONSTRAINT "post_comments_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "post_comments_status_ck" CHECK ("post_comments"."status" in ('pending', 'approved', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "announcements" DROP CONSTRAINT "announcements_kind_ck";--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "blog_type_id" uuid;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_fk" FOREIGN KEY ("tenant_id","post_id") REFERENCES "public"."announcements"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_author_fk" FOREIGN KEY ("tenant_id","author_employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_comments_post_ix" ON "post_comments" USING btree ("tenant_id","post_id","created_at");--> statement-breakpoint
CREATE INDEX "post_comments_status_ix" ON "post_comments" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_blog_type_fk" FOREIGN KEY ("tenant_id","blog_type_id") REFERENCES "public"."blog_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_kind_ck" CHECK ("announcements"."kind" in ('announcement', 'promotion', 'blog'));