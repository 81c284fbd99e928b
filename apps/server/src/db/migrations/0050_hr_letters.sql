CREATE TABLE "letter_numbers" (
	"tenant_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "letter_numbers_pk" PRIMARY KEY("tenant_id","year")
);
--> statement-breakpoint
CREATE TABLE "letter_requests" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"purpose" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"letter_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_name" text,
	CONSTRAINT "letter_requests_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "letter_requests_kind_ck" CHECK ("letter_requests"."kind" in ('employmentConfirmation', 'salaryCertificate')),
	CONSTRAINT "letter_requests_status_ck" CHECK ("letter_requests"."status" in ('pending', 'issued', 'declined')),
	CONSTRAINT "letter_requests_language_ck" CHECK ("letter_requests"."language" in ('en', 'km', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "letters" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"template_id" uuid,
	"template_name" text NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"file_key" text NOT NULL,
	"file_size" integer NOT NULL,
	"document_id" uuid,
	"request_id" uuid,
	"issued_by" uuid,
	"issued_by_name" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "letters_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "letters_number_uq" UNIQUE("tenant_id","number"),
	CONSTRAINT "letters_language_ck" CHECK ("letters"."language" in ('en', 'km', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "letter_templates" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'employmentConfirmation' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"document_type_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
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
	CONSTRAINT "letter_templates_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "letter_numbers" ADD CONSTRAINT "letter_numbers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_requests" ADD CONSTRAINT "letter_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_requests" ADD CONSTRAINT "letter_requests_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_requests" ADD CONSTRAINT "letter_requests_letter_fk" FOREIGN KEY ("tenant_id","letter_id") REFERENCES "public"."letters"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_templates" ADD CONSTRAINT "letter_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_templates" ADD CONSTRAINT "letter_templates_document_type_id_fk" FOREIGN KEY ("tenant_id","document_type_id") REFERENCES "public"."document_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "letter_requests_status_ix" ON "letter_requests" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "letters_employee_ix" ON "letters" USING btree ("tenant_id","employee_id","issued_at");--> statement-breakpoint
CREATE INDEX "letter_templates_live" ON "letter_templates" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "letter_templates_name_uq" ON "letter_templates" USING btree ("tenant_id","language",lower("name")) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "letter_templates_document_type_id_ix" ON "letter_templates" USING btree ("tenant_id","document_type_id");