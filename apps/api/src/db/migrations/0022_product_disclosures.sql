ALTER TABLE "categories" ADD COLUMN "disclosure_defaults" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "disclosures" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin" text;--> statement-breakpoint
CREATE INDEX "products_origin_idx" ON "products" USING btree ("origin","id");--> statement-breakpoint
CREATE INDEX "products_category_origin_idx" ON "products" USING btree ("category_id","origin");--> statement-breakpoint
-- hand-written: products.origin is the country of origin a shopper filters by (issue 34): the product's own
-- (disclosures->>'countryOfOrigin') or else its category's default. A row trigger sets it when a product is
-- written with new disclosures or moved to another category; a category trigger rewrites it on the products
-- that inherit it when the category's default country changes. Stock, price and other updates never fire them.
CREATE FUNCTION "products_origin"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."origin" := coalesce(
    nullif(NEW."disclosures"->>'countryOfOrigin', ''),
    (SELECT nullif(c."disclosure_defaults"->>'countryOfOrigin', '') FROM "categories" c WHERE c."id" = NEW."category_id"));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_origin" BEFORE INSERT OR UPDATE OF "disclosures", "category_id" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_origin"();--> statement-breakpoint
CREATE FUNCTION "categories_origin"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "origin" = nullif(NEW."disclosure_defaults"->>'countryOfOrigin', '')
  WHERE "category_id" = NEW."id" AND nullif("disclosures"->>'countryOfOrigin', '') IS NULL
    AND "origin" IS DISTINCT FROM nullif(NEW."disclosure_defaults"->>'countryOfOrigin', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "categories_origin" AFTER UPDATE OF "disclosure_defaults" ON "categories"
  FOR EACH ROW WHEN (OLD."disclosure_defaults"->>'countryOfOrigin' IS DISTINCT FROM NEW."disclosure_defaults"->>'countryOfOrigin')
  EXECUTE FUNCTION "categories_origin"();
