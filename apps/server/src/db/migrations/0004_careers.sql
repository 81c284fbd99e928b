CREATE TABLE "career_applicant_events" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"note" text,
	"notified" boolean DEFAULT false NOT NULL,
	"by_id" uuid,
	"by_name" text,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "career_applicant_events_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "career_applicant_notes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"text" text NOT NULL,
	"author_id" uuid,
	"author_name" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "career_applicant_notes_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "career_applicants" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"job_post_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mobile_no" text NOT NULL,
	"email" text NOT NULL,
	"profile_url" text,
	"video_url" text,
	"resume_file_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"resume_key" text NOT NULL,
	"resume_name" text NOT NULL,
	"resume_type" text NOT NULL,
	"resume_size" integer NOT NULL,
	"disclosure_approved_at" timestamp with time zone NOT NULL,
	"disclosure_text" text,
	"stage" text DEFAULT 'applied' NOT NULL,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text DEFAULT 'public' NOT NULL,
	"user_id" uuid,
	"language" text DEFAULT 'en' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_applicants_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "career_job_posts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"code" text NOT NULL,
	"job_title_id" uuid NOT NULL,
	"title" text NOT NULL,
	"short_description" text,
	"description" text NOT NULL,
	"long_description" text,
	"job_type_id" uuid NOT NULL,
	"job_description_id" uuid NOT NULL,
	"positions" integer NOT NULL,
	"posted_date" date NOT NULL,
	"closing_date" date NOT NULL,
	"http_link" text,
	"gender" smallint NOT NULL,
	"minimum_experience" smallint NOT NULL,
	"functions" text,
	"qualification" text,
	"responsibilities" text,
	"reporting" text,
	"salary" text,
	"shifts" text,
	"perks" text,
	"benefits" text,
	"visibility" text DEFAULT 'public' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"image_key" text,
	"image_type" text,
	"image_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"deleted_by_name" text,
	"delete_reason" text,
	CONSTRAINT "career_job_posts_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "career_job_posts_gender" CHECK (gender between 1 and 3),
	CONSTRAINT "career_job_posts_experience" CHECK (minimum_experience between 1 and 12),
	CONSTRAINT "career_job_posts_positions" CHECK (positions >= 1)
);
--> statement-breakpoint
CREATE TABLE "career_org_logos" (
	"tenant_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"logo_key" text NOT NULL,
	"logo_type" text NOT NULL,
	"logo_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "career_org_logos_pk" PRIMARY KEY("tenant_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "career_disclosures" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"description" text NOT NULL,
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
	CONSTRAINT "career_disclosures_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "career_job_descriptions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"organization_id" uuid NOT NULL,
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
	CONSTRAINT "career_job_descriptions_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "career_job_id_series" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"prefix" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"next_number" integer NOT NULL,
	"padding" integer NOT NULL,
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
	CONSTRAINT "career_job_id_series_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "career_job_titles" (
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
	CONSTRAINT "career_job_titles_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "career_job_types" (
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
	CONSTRAINT "career_job_types_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "career_applicant_events" ADD CONSTRAINT "career_applicant_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_applicant_events" ADD CONSTRAINT "career_applicant_events_applicant_fk" FOREIGN KEY ("tenant_id","applicant_id") REFERENCES "public"."career_applicants"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_applicant_notes" ADD CONSTRAINT "career_applicant_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_applicant_notes" ADD CONSTRAINT "career_applicant_notes_applicant_fk" FOREIGN KEY ("tenant_id","applicant_id") REFERENCES "public"."career_applicants"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_applicants" ADD CONSTRAINT "career_applicants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_applicants" ADD CONSTRAINT "career_applicants_post_fk" FOREIGN KEY ("tenant_id","job_post_id") REFERENCES "public"."career_job_posts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_applicants" ADD CONSTRAINT "career_applicants_org_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_job_posts" ADD CONSTRAINT "career_job_posts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_job_posts" ADD CONSTRAINT "career_job_posts_org_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_job_posts" ADD CONSTRAINT "career_job_posts_title_fk" FOREIGN KEY ("tenant_id","job_title_id") REFERENCES "public"."career_job_titles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_job_posts" ADD CONSTRAINT "career_job_posts_type_fk" FOREIGN KEY ("tenant_id","job_type_id") REFERENCES "public"."career_job_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_job_posts" ADD CONSTRAINT "career_job_posts_jd_fk" FOREIGN KEY ("tenant_id","job_description_id") REFERENCES "public"."career_job_descriptions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_org_logos" ADD CONSTRAINT "career_org_logos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_org_logos" ADD CONSTRAINT "career_org_logos_org_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_disclosures" ADD CONSTRAINT "career_disclosures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_disclosures" ADD CONSTRAINT "career_disclosures_organization_id_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_job_descriptions" ADD CONSTRAINT "career_job_descriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_job_descriptions" ADD CONSTRAINT "career_job_descriptions_organization_id_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_job_id_series" ADD CONSTRAINT "career_job_id_series_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_job_id_series" ADD CONSTRAINT "career_job_id_series_organization_id_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_job_titles" ADD CONSTRAINT "career_job_titles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_job_types" ADD CONSTRAINT "career_job_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_applicant_events_applicant_ix" ON "career_applicant_events" USING btree ("tenant_id","applicant_id","at");--> statement-breakpoint
CREATE INDEX "career_applicant_notes_applicant_ix" ON "career_applicant_notes" USING btree ("tenant_id","applicant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "career_applicants_post_email_uq" ON "career_applicants" USING btree ("tenant_id","job_post_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "career_applicants_file_uq" ON "career_applicants" USING btree ("tenant_id","resume_file_id");--> statement-breakpoint
CREATE INDEX "career_applicants_created_ix" ON "career_applicants" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "career_applicants_stage_ix" ON "career_applicants" USING btree ("tenant_id","job_post_id","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "career_job_posts_code_uq" ON "career_job_posts" USING btree ("tenant_id",lower("code"));--> statement-breakpoint
CREATE INDEX "career_job_posts_live" ON "career_job_posts" USING btree ("tenant_id","deleted_at","created_at");--> statement-breakpoint
CREATE INDEX "career_job_posts_board" ON "career_job_posts" USING btree ("tenant_id","organization_id","posted_date" DESC NULLS LAST,"id","visibility","closing_date","job_description_id") WHERE status = 'published' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "career_job_posts_org_ix" ON "career_job_posts" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE INDEX "career_job_posts_jd_ix" ON "career_job_posts" USING btree ("tenant_id","job_description_id");--> statement-breakpoint
CREATE INDEX "career_job_posts_type_ix" ON "career_job_posts" USING btree ("tenant_id","job_type_id");--> statement-breakpoint
CREATE INDEX "career_job_posts_title_ix" ON "career_job_posts" USING btree ("tenant_id","job_title_id");--> statement-breakpoint
CREATE INDEX "career_job_posts_image_ix" ON "career_job_posts" USING btree ("tenant_id","image_key") WHERE image_key is not null;--> statement-breakpoint
CREATE INDEX "career_org_logos_key_ix" ON "career_org_logos" USING btree ("tenant_id","logo_key");--> statement-breakpoint
CREATE INDEX "career_disclosures_live" ON "career_disclosures" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "career_disclosures_organization_id_uq" ON "career_disclosures" USING btree ("tenant_id","organization_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "career_disclosures_organization_id_ix" ON "career_disclosures" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE INDEX "career_job_descriptions_live" ON "career_job_descriptions" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE INDEX "career_job_descriptions_organization_id_ix" ON "career_job_descriptions" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE INDEX "career_job_id_series_live" ON "career_job_id_series" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "career_job_id_series_prefix_uq" ON "career_job_id_series" USING btree ("tenant_id",lower("prefix")) WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "career_job_id_series_organization_id_uq" ON "career_job_id_series" USING btree ("tenant_id","organization_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "career_job_id_series_organization_id_ix" ON "career_job_id_series" USING btree ("tenant_id","organization_id");--> statement-breakpoint
CREATE INDEX "career_job_titles_live" ON "career_job_titles" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "career_job_titles_name_uq" ON "career_job_titles" USING btree ("tenant_id",lower("name")) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "career_job_types_live" ON "career_job_types" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "career_job_types_name_uq" ON "career_job_types" USING btree ("tenant_id",lower("name")) WHERE deleted_at is null;