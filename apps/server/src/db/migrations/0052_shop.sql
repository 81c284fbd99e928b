CREATE TABLE "shop_categories" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer,
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
	CONSTRAINT "shop_categories_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_subcategories" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category_id" uuid NOT NULL,
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
	CONSTRAINT "shop_subcategories_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_banners" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"title" text NOT NULL,
	"link_type" text NOT NULL,
	"product_id" uuid,
	"category_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"image_key" text,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_name" text,
	"delete_reason" text,
	CONSTRAINT "shop_banners_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shop_banners_link_ck" CHECK ("shop_banners"."link_type" in ('product', 'category')),
	CONSTRAINT "shop_banners_dates_ck" CHECK ("shop_banners"."valid_to" is null or "shop_banners"."valid_from" is null or "shop_banners"."valid_to" >= "shop_banners"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "shop_order_items" (
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"unit_points" integer,
	"line_total" numeric(18, 2) NOT NULL,
	"line_points" integer,
	CONSTRAINT "shop_order_items_pk" PRIMARY KEY("tenant_id","order_id","line"),
	CONSTRAINT "shop_order_items_quantity_ck" CHECK ("shop_order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_order_numbers" (
	"tenant_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "shop_order_numbers_pk" PRIMARY KEY("tenant_id","year")
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"payment" text NOT NULL,
	"total_money" numeric(18, 2) NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"deduction_period" date,
	"status" text DEFAULT 'ordered' NOT NULL,
	"note" text,
	"reason" text,
	"placed_by" uuid,
	"placed_by_name" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone,
	"status_changed_by_name" text,
	CONSTRAINT "shop_orders_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shop_orders_number_uq" UNIQUE("tenant_id","number"),
	CONSTRAINT "shop_orders_payment_ck" CHECK ("shop_orders"."payment" in ('points', 'payroll', 'onDelivery')),
	CONSTRAINT "shop_orders_status_ck" CHECK ("shop_orders"."status" in ('ordered', 'accepted', 'shipped', 'completed', 'rejected', 'cancelled')),
	CONSTRAINT "shop_orders_totals_ck" CHECK ("shop_orders"."total_money" >= 0 and "shop_orders"."total_points" >= 0),
	CONSTRAINT "shop_orders_deduction_ck" CHECK (("shop_orders"."payment" = 'payroll') = ("shop_orders"."deduction_period" is not null)
          and ("shop_orders"."deduction_period" is null or extract(day from "shop_orders"."deduction_period") = 1))
);
--> statement-breakpoint
CREATE TABLE "shop_product_images" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_product_images_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"category_id" uuid NOT NULL,
	"subcategory_id" uuid,
	"description" text,
	"price" numeric(18, 2) NOT NULL,
	"discounted_price" numeric(18, 2),
	"points_price" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"publication" text DEFAULT 'draft' NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_name" text,
	"delete_reason" text,
	CONSTRAINT "shop_products_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shop_products_stock_ck" CHECK ("shop_products"."stock" >= 0),
	CONSTRAINT "shop_products_price_ck" CHECK ("shop_products"."price" >= 0 and coalesce("shop_products"."discounted_price", 0) >= 0),
	CONSTRAINT "shop_products_points_ck" CHECK (coalesce("shop_products"."points_price", 0) >= 0),
	CONSTRAINT "shop_products_publication_ck" CHECK ("shop_products"."publication" in ('draft', 'published', 'unpublished'))
);
--> statement-breakpoint
ALTER TABLE "employee_points" ALTER COLUMN "point_reason_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_points" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "shop_categories" ADD CONSTRAINT "shop_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_subcategories" ADD CONSTRAINT "shop_subcategories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_subcategories" ADD CONSTRAINT "shop_subcategories_category_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."shop_categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_banners" ADD CONSTRAINT "shop_banners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_banners" ADD CONSTRAINT "shop_banners_organization_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_banners" ADD CONSTRAINT "shop_banners_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."shop_products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_banners" ADD CONSTRAINT "shop_banners_category_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."shop_categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_order_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."shop_orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."shop_products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_numbers" ADD CONSTRAINT "shop_order_numbers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_employee_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_organization_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_images" ADD CONSTRAINT "shop_product_images_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_images" ADD CONSTRAINT "shop_product_images_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."shop_products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_organization_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_category_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."shop_categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_subcategory_fk" FOREIGN KEY ("tenant_id","subcategory_id") REFERENCES "public"."shop_subcategories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_categories_live" ON "shop_categories" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_categories_name_uq" ON "shop_categories" USING btree ("tenant_id",lower("name")) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "shop_subcategories_live" ON "shop_subcategories" USING btree ("tenant_id","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_subcategories_name_uq" ON "shop_subcategories" USING btree ("tenant_id","category_id",lower("name")) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "shop_subcategories_category_id_ix" ON "shop_subcategories" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE INDEX "shop_banners_live_ix" ON "shop_banners" USING btree ("tenant_id","deleted_at","sort_order");--> statement-breakpoint
CREATE INDEX "shop_order_items_product_ix" ON "shop_order_items" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "shop_orders_employee_ix" ON "shop_orders" USING btree ("tenant_id","employee_id","placed_at");--> statement-breakpoint
CREATE INDEX "shop_orders_status_ix" ON "shop_orders" USING btree ("tenant_id","status","placed_at");--> statement-breakpoint
CREATE INDEX "shop_orders_deduction_ix" ON "shop_orders" USING btree ("tenant_id","organization_id","deduction_period") WHERE deduction_period is not null;--> statement-breakpoint
CREATE INDEX "shop_product_images_product_ix" ON "shop_product_images" USING btree ("tenant_id","product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_products_sku_uq" ON "shop_products" USING btree ("tenant_id",lower("sku")) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "shop_products_shop_ix" ON "shop_products" USING btree ("tenant_id","organization_id","publication","category_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_products_category_ix" ON "shop_products" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE INDEX "shop_products_subcategory_ix" ON "shop_products" USING btree ("tenant_id","subcategory_id");