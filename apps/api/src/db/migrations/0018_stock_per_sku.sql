CREATE TABLE "skus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"size" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"code" text,
	CONSTRAINT "skus_stock_nonnegative" CHECK ("skus"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sku_id" uuid;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "skus_product_variant_size_key" ON "skus" USING btree ("product_id","variant_id","size");--> statement-breakpoint
CREATE UNIQUE INDEX "skus_product_size_colourless_key" ON "skus" USING btree ("product_id","size") WHERE "skus"."variant_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "skus_code_key" ON "skus" USING btree ("code") WHERE "skus"."code" is not null;--> statement-breakpoint
-- hand-written: today's stock moves onto SKUs without loss (docs/decisions/0023-stock-per-sku.md). Every colour
-- of a product (none: one colourless row) gets a SKU per size (a product without sizes: one SKU of size ''),
-- at 0, except the first size of the first colour (variants in position order), which takes the product's
-- whole stock_count: the total is unchanged, and the owner splits it in the stock matrix.
INSERT INTO "skus" ("product_id", "variant_id", "size", "stock")
SELECT p."id", v."id", s."size",
       CASE WHEN coalesce(v."rank", 1) = 1 AND s."rank" = 1 THEN p."stock_count" ELSE 0 END
FROM "products" p
CROSS JOIN LATERAL (
  SELECT u."size", row_number() OVER (ORDER BY min(u."ord")) AS "rank"
  FROM unnest(CASE WHEN cardinality(p."sizes") > 0 THEN p."sizes" ELSE ARRAY['']::text[] END)
       WITH ORDINALITY AS u("size", "ord")
  GROUP BY u."size"
) s
LEFT JOIN LATERAL (
  SELECT pv."id", row_number() OVER (ORDER BY pv."position", pv."id") AS "rank"
  FROM "product_variants" pv WHERE pv."product_id" = p."id"
) v ON true;--> statement-breakpoint
-- hand-written: lines already ordered name the SKU their pieces go back to on a cancel or return.
UPDATE "order_lines" l SET "sku_id" = s."id"
FROM "skus" s
WHERE s."product_id" = l."product_id" AND s."size" = l."size" AND s."variant_id" IS NOT DISTINCT FROM l."variant_id";
--> statement-breakpoint
-- hand-written: a card's swatches carry each colour's price and discounted price (paise), so a card shows the
-- price the product page opens on ("from ₹…" when colours differ; issue 31) without reading the variants.
CREATE OR REPLACE FUNCTION "products_sync_variant_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" p SET
    "colors" = coalesce((
      SELECT array_agg(DISTINCT v."color_name" ORDER BY v."color_name")
      FROM "product_variants" v WHERE v."product_id" = p."id" AND v."color_name" <> ''), '{}'),
    "swatches" = coalesce((
      SELECT jsonb_agg(jsonb_build_object('id', v."id", 'colorCode', v."color_code", 'pricePaise', v."price_paise",
                                          'discountedPaise', v."discounted_price_paise") ORDER BY v."position", v."id")
      FROM "product_variants" v WHERE v."product_id" = p."id"), '[]')
  WHERE p."id" IN (SELECT "product_id" FROM "changed_variants");
  RETURN NULL;
END $$;--> statement-breakpoint
-- hand-written: the swatches of products that have colours, with their prices.
UPDATE "products" p SET "swatches" = (
  SELECT jsonb_agg(jsonb_build_object('id', v."id", 'colorCode', v."color_code", 'pricePaise', v."price_paise",
                                      'discountedPaise', v."discounted_price_paise") ORDER BY v."position", v."id")
  FROM "product_variants" v WHERE v."product_id" = p."id")
WHERE EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_id" = p."id");
