CREATE TABLE "credential_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"purpose" text NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credential_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "signup_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"sent_by" uuid,
	"sent_by_name" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"organization" text NOT NULL,
	"mobile_no" text NOT NULL,
	"email" text NOT NULL,
	"position" text NOT NULL,
	"website" text NOT NULL,
	"reference" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"account_name" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"document_key" text,
	"document_name" text,
	"document_type" text,
	"document_size" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_by_name" text,
	"approved_tenant_id" uuid,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sub_admin_roles" DROP CONSTRAINT "sub_admin_roles_name";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonator_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonator_name" text;--> statement-breakpoint
ALTER TABLE "sub_admin_roles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_admin_roles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sub_admin_roles" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "sub_admin_roles" ADD COLUMN "deleted_by_name" text;--> statement-breakpoint
ALTER TABLE "sub_admin_roles" ADD COLUMN "delete_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hr_code" text;--> statement-breakpoint
ALTER TABLE "credential_tokens" ADD CONSTRAINT "credential_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_mails" ADD CONSTRAINT "signup_mails_request_id_signup_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signup_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD CONSTRAINT "signup_requests_approved_tenant_id_tenants_id_fk" FOREIGN KEY ("approved_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credential_tokens_user" ON "credential_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "signup_mails_request" ON "signup_mails" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signup_requests_open_email" ON "signup_requests" USING btree (lower("email")) WHERE status in ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "signup_requests_pending_account" ON "signup_requests" USING btree ("account_name") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "signup_requests_status_created" ON "signup_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_admin_roles_name" ON "sub_admin_roles" USING btree ("tenant_id",lower("name")) WHERE deleted_at is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_hr_code" UNIQUE("tenant_id","hr_code");