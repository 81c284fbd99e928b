ALTER TABLE "organizations" ADD COLUMN "pay_days_per_month" integer DEFAULT 26 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "pay_hours_per_day" numeric(14, 2) DEFAULT '8' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "pension_before_tax" boolean DEFAULT false NOT NULL;