CREATE TABLE "business_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"name_en" text NOT NULL,
	"name_km" text NOT NULL,
	"name_zh" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "subcategory_id" uuid;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "subcategory_id" uuid;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "tenant_defaults" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "business_categories" ADD CONSTRAINT "business_categories_parent_id_business_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."business_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_categories_parent" ON "business_categories" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "signup_requests" ADD CONSTRAINT "signup_requests_category_id_business_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."business_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD CONSTRAINT "signup_requests_subcategory_id_business_categories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."business_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_category_id_business_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."business_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_subcategory_id_business_categories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."business_categories"("id") ON DELETE no action ON UPDATE no action;