ALTER TABLE "employees" ADD COLUMN "card_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_card_token_uq" ON "employees" USING btree ("card_token") WHERE card_token is not null;