DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "popularity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discount_percent" integer GENERATED ALWAYS AS (CASE WHEN amount_paise > 0 AND discounted_paise < amount_paise THEN round((amount_paise - discounted_paise) * 100.0 / amount_paise)::integer ELSE 0 END) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_category_popularity_idx" ON "products" USING btree ("category_id","popularity" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount_percent" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_category_discount_idx" ON "products" USING btree ("category_id","discount_percent" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sizes_idx" ON "products" USING gin ("sizes");--> statement-breakpoint
CREATE INDEX "products_colors_idx" ON "products" USING gin ("colors");--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
-- products.colors mirrors the colour names of a product's variants (the colour filter and its facet), so a
-- listing filters and counts colours from one row per product. One statement-level trigger per event
-- recomputes only the products a statement touched, so a bulk insert of 300,000 variants costs one update.
CREATE FUNCTION "products_sync_colors"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" p SET "colors" = coalesce((
    SELECT array_agg(DISTINCT v."color_name" ORDER BY v."color_name")
    FROM "product_variants" v WHERE v."product_id" = p."id" AND v."color_name" <> ''), '{}')
  WHERE p."id" IN (SELECT "product_id" FROM "changed_variants");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_variants_colors_insert" AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS "changed_variants" FOR EACH STATEMENT EXECUTE FUNCTION "products_sync_colors"();--> statement-breakpoint
CREATE TRIGGER "product_variants_colors_update_new" AFTER UPDATE ON "product_variants"
  REFERENCING NEW TABLE AS "changed_variants" FOR EACH STATEMENT EXECUTE FUNCTION "products_sync_colors"();--> statement-breakpoint
CREATE TRIGGER "product_variants_colors_delete" AFTER DELETE ON "product_variants"
  REFERENCING OLD TABLE AS "changed_variants" FOR EACH STATEMENT EXECUTE FUNCTION "products_sync_colors"();--> statement-breakpoint
UPDATE "products" p SET "colors" = coalesce((
  SELECT array_agg(DISTINCT v."color_name" ORDER BY v."color_name")
  FROM "product_variants" v WHERE v."product_id" = p."id" AND v."color_name" <> ''), '{}');
