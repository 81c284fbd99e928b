DROP INDEX "employees_card_token_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "employees_card_token_uq" ON "employees" USING btree ("tenant_id","card_token") WHERE card_token is not null;