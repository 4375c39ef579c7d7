ALTER TABLE "products" ADD COLUMN "swatches" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- products.swatches mirrors what a card shows of a product's variants (id and colour code, in position order),
-- kept with products.colors by the same statement-level triggers: a page of cards then reads one row per
-- product instead of aggregating each product's variants.
CREATE FUNCTION "products_sync_variant_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" p SET
    "colors" = coalesce((
      SELECT array_agg(DISTINCT v."color_name" ORDER BY v."color_name")
      FROM "product_variants" v WHERE v."product_id" = p."id" AND v."color_name" <> ''), '{}'),
    "swatches" = coalesce((
      SELECT jsonb_agg(jsonb_build_object('id', v."id", 'colorCode', v."color_code") ORDER BY v."position", v."id")
      FROM "product_variants" v WHERE v."product_id" = p."id"), '[]')
  WHERE p."id" IN (SELECT "product_id" FROM "changed_variants");
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "product_variants_colors_insert" ON "product_variants";--> statement-breakpoint
DROP TRIGGER "product_variants_colors_update_new" ON "product_variants";--> statement-breakpoint
DROP TRIGGER "product_variants_colors_delete" ON "product_variants";--> statement-breakpoint
DROP FUNCTION "products_sync_colors"();--> statement-breakpoint
CREATE TRIGGER "product_variants_summary_insert" AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS "changed_variants" FOR EACH STATEMENT EXECUTE FUNCTION "products_sync_variant_summary"();--> statement-breakpoint
CREATE TRIGGER "product_variants_summary_update_new" AFTER UPDATE ON "product_variants"
  REFERENCING NEW TABLE AS "changed_variants" FOR EACH STATEMENT EXECUTE FUNCTION "products_sync_variant_summary"();--> statement-breakpoint
CREATE TRIGGER "product_variants_summary_delete" AFTER DELETE ON "product_variants"
  REFERENCING OLD TABLE AS "changed_variants" FOR EACH STATEMENT EXECUTE FUNCTION "products_sync_variant_summary"();--> statement-breakpoint
UPDATE "products" p SET "swatches" = coalesce((
  SELECT jsonb_agg(jsonb_build_object('id', v."id", 'colorCode', v."color_code") ORDER BY v."position", v."id")
  FROM "product_variants" v WHERE v."product_id" = p."id"), '[]');
