CREATE TABLE "platform_translations" (
	"language" text NOT NULL,
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_by" uuid,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_translations_pk" PRIMARY KEY("language","namespace","key"),
	CONSTRAINT "platform_translations_language_ck" CHECK ("platform_translations"."language" in ('en', 'km', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "translation_overrides" (
	"tenant_id" uuid NOT NULL,
	"language" text NOT NULL,
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_by" uuid,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_overrides_pk" PRIMARY KEY("tenant_id","language","namespace","key"),
	CONSTRAINT "translation_overrides_language_ck" CHECK ("translation_overrides"."language" in ('en', 'km', 'zh'))
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "translation_type" text DEFAULT 'custom' NOT NULL;--> statement-breakpoint
ALTER TABLE "translation_overrides" ADD CONSTRAINT "translation_overrides_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;