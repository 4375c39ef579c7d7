DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_popularity_idx";--> statement-breakpoint
DROP INDEX "products_category_popularity_idx";--> statement-breakpoint
DROP INDEX "products_discount_idx";--> statement-breakpoint
DROP INDEX "products_category_discount_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (stock_count > 0) STORED;--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("in_stock","discounted_paise","id");--> statement-breakpoint
CREATE INDEX "products_category_price_desc_idx" ON "products" USING btree ("category_id","in_stock","discounted_paise","id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("in_stock" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","in_stock" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ((not "in_stock"),"discounted_paise","id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id",(not "in_stock"),"discounted_paise","id");--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("in_stock" DESC NULLS FIRST,"popularity" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_category_popularity_idx" ON "products" USING btree ("category_id","in_stock" DESC NULLS FIRST,"popularity" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("in_stock" DESC NULLS FIRST,"discount_percent" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_category_discount_idx" ON "products" USING btree ("category_id","in_stock" DESC NULLS FIRST,"discount_percent" DESC NULLS FIRST,"id" DESC NULLS FIRST);