-- the numbers given so far carry on in the one series table (platform/db/series.ts)
INSERT INTO "series_numbers" ("tenant_id", "series", "year", "last")
  SELECT "tenant_id", 'letter', "year", "last" FROM "letter_numbers";--> statement-breakpoint
INSERT INTO "series_numbers" ("tenant_id", "series", "year", "last")
  SELECT "tenant_id", 'order', "year", "last" FROM "shop_order_numbers";--> statement-breakpoint
DROP TABLE "letter_numbers" CASCADE;--> statement-breakpoint
DROP TABLE "shop_order_numbers" CASCADE;