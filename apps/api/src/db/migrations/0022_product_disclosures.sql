ALTER TABLE "categories" ADD COLUMN "disclosure_defaults" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "disclosures" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin" text;--> statement-breakpoint
CREATE INDEX "products_origin_idx" ON "products" USING btree ("origin","id");--> statement-breakpoint
CREATE INDEX "products_category_origin_idx" ON "products" USING btree ("category_id","origin");--> statement-breakpoint
-- hand-written: products.origin is the country of origin a shopper filters by (issue 34): the product's own
-- (disclosures->>'countryOfOrigin') or else its category's default. Inserts are settled once per statement
-- (a bulk insert of 100,000 products is one join, not a lookup per row; nothing is written when no category
-- has a default); an update sets it per row only when it writes new disclosures or moves the product to
-- another category; a category's new default country is written to the products that inherit it. Stock,
-- price and other updates never fire them.
CREATE FUNCTION "products_origin_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- No country anywhere (a store before its disclosures, a bulk import): nothing to join.
  IF NOT EXISTS (SELECT 1 FROM "categories" WHERE "disclosure_defaults" ? 'countryOfOrigin')
     AND NOT EXISTS (SELECT 1 FROM "new_products" WHERE "disclosures" ? 'countryOfOrigin') THEN
    RETURN NULL;
  END IF;
  UPDATE "products" p SET "origin" = o."origin"
  FROM (SELECT n."id", coalesce(nullif(n."disclosures"->>'countryOfOrigin', ''),
                                nullif(c."disclosure_defaults"->>'countryOfOrigin', '')) AS "origin"
        FROM "new_products" n JOIN "categories" c ON c."id" = n."category_id") o
  WHERE p."id" = o."id" AND o."origin" IS NOT NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_origin_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "products_origin_insert"();--> statement-breakpoint
CREATE FUNCTION "products_origin_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."origin" := coalesce(
    nullif(NEW."disclosures"->>'countryOfOrigin', ''),
    (SELECT nullif(c."disclosure_defaults"->>'countryOfOrigin', '') FROM "categories" c WHERE c."id" = NEW."category_id"));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_origin_update" BEFORE UPDATE OF "disclosures", "category_id" ON "products"
  FOR EACH ROW WHEN (OLD."disclosures" IS DISTINCT FROM NEW."disclosures" OR OLD."category_id" IS DISTINCT FROM NEW."category_id")
  EXECUTE FUNCTION "products_origin_update"();--> statement-breakpoint
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
