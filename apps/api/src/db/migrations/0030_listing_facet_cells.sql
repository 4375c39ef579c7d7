CREATE TABLE "facet_cells" (
	"category_id" uuid NOT NULL,
	"sizes" text[] NOT NULL,
	"colors" text[] NOT NULL,
	"origin" text,
	"price_band" smallint NOT NULL,
	"price_band_start" boolean NOT NULL,
	"discount_percent" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"fast_delivery" boolean NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facet_cells" ADD CONSTRAINT "facet_cells_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facet_cells_category_idx" ON "facet_cells" USING btree ("category_id");--> statement-breakpoint
-- hand-written: facet_cells (issue 36) is kept by triggers on products, as signed deltas (see the schema).
-- listing_price_band is the index of a price's band in the contract's PRICE_BANDS_RUPEES (0-500, 500-1000,
-- 1000-1500, 1500-2500, 2500-5000, 5000-; catalog-facet-cells.test.ts checks it against the contract) and
-- listing_price_band_start whether the price is exactly its band's lower bound.
CREATE FUNCTION "listing_price_band"("paise" integer) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN "paise" < 50000 THEN 0 WHEN "paise" < 100000 THEN 1 WHEN "paise" < 150000 THEN 2
              WHEN "paise" < 250000 THEN 3 WHEN "paise" < 500000 THEN 4 ELSE 5 END::smallint
$$;--> statement-breakpoint
CREATE FUNCTION "listing_price_band_start"("paise" integer) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT "paise" IN (0, 50000, 100000, 150000, 250000, 500000)
$$;--> statement-breakpoint
-- facet_cells_version moves on with every write that changes some facet count (a sequence: never waited on,
-- never rolled back): an instance that has just changed stock reads it to know whether any product sold out
-- or came back, and so whether its cached counts and in-stock listings are still right.
CREATE SEQUENCE "facet_cells_version";--> statement-breakpoint
-- Inserts and deletes are counted once per statement (a bulk insert of 100,000 products is one aggregate).
CREATE FUNCTION "facet_cells_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "facet_cells" ("category_id", "sizes", "colors", "origin", "price_band", "price_band_start",
                             "discount_percent", "in_stock", "fast_delivery", "products")
  SELECT p."category_id", p."sizes", p."colors", p."origin", "listing_price_band"(p."discounted_paise"),
         "listing_price_band_start"(p."discounted_paise"), p."discount_percent", p."in_stock", p."fast_delivery",
         count(*)::integer
  FROM "new_products" p WHERE p."archived_at" IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
  PERFORM nextval('facet_cells_version');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "facet_cells_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "facet_cells" ("category_id", "sizes", "colors", "origin", "price_band", "price_band_start",
                             "discount_percent", "in_stock", "fast_delivery", "products")
  SELECT p."category_id", p."sizes", p."colors", p."origin", "listing_price_band"(p."discounted_paise"),
         "listing_price_band_start"(p."discounted_paise"), p."discount_percent", p."in_stock", p."fast_delivery",
         -count(*)::integer
  FROM "old_products" p WHERE p."archived_at" IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
  PERFORM nextval('facet_cells_version');
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update moves the product from its old cell to its new one; the trigger's WHEN leaves out every update
-- that keeps it in its cell (an order's stock update that leaves it in stock, a price change within a band).
CREATE FUNCTION "facet_cells_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "facet_cells" ("category_id", "sizes", "colors", "origin", "price_band", "price_band_start",
                             "discount_percent", "in_stock", "fast_delivery", "products")
  SELECT OLD."category_id", OLD."sizes", OLD."colors", OLD."origin", "listing_price_band"(OLD."discounted_paise"),
         "listing_price_band_start"(OLD."discounted_paise"), OLD."discount_percent", OLD."in_stock",
         OLD."fast_delivery", -1
  WHERE OLD."archived_at" IS NULL
  UNION ALL
  SELECT NEW."category_id", NEW."sizes", NEW."colors", NEW."origin", "listing_price_band"(NEW."discounted_paise"),
         "listing_price_band_start"(NEW."discounted_paise"), NEW."discount_percent", NEW."in_stock",
         NEW."fast_delivery", 1
  WHERE NEW."archived_at" IS NULL;
  PERFORM nextval('facet_cells_version');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_facet_cells_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "facet_cells_insert"();--> statement-breakpoint
CREATE TRIGGER "products_facet_cells_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "old_products" FOR EACH STATEMENT EXECUTE FUNCTION "facet_cells_delete"();--> statement-breakpoint
CREATE TRIGGER "products_facet_cells_update" AFTER UPDATE ON "products"
  FOR EACH ROW WHEN ((OLD."archived_at" IS NULL OR NEW."archived_at" IS NULL) AND (
    (OLD."archived_at" IS NULL) <> (NEW."archived_at" IS NULL)
    OR OLD."category_id" IS DISTINCT FROM NEW."category_id" OR OLD."sizes" IS DISTINCT FROM NEW."sizes"
    OR OLD."colors" IS DISTINCT FROM NEW."colors" OR OLD."origin" IS DISTINCT FROM NEW."origin"
    OR "listing_price_band"(OLD."discounted_paise") <> "listing_price_band"(NEW."discounted_paise")
    OR "listing_price_band_start"(OLD."discounted_paise") <> "listing_price_band_start"(NEW."discounted_paise")
    OR OLD."discount_percent" IS DISTINCT FROM NEW."discount_percent" OR OLD."in_stock" IS DISTINCT FROM NEW."in_stock"
    OR OLD."fast_delivery" IS DISTINCT FROM NEW."fast_delivery"))
  EXECUTE FUNCTION "facet_cells_update"();--> statement-breakpoint
CREATE FUNCTION "facet_cells_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "facet_cells";
  PERFORM nextval('facet_cells_version');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_facet_cells_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "facet_cells_truncate"();--> statement-breakpoint
INSERT INTO "facet_cells" ("category_id", "sizes", "colors", "origin", "price_band", "price_band_start",
                           "discount_percent", "in_stock", "fast_delivery", "products")
SELECT p."category_id", p."sizes", p."colors", p."origin", "listing_price_band"(p."discounted_paise"),
       "listing_price_band_start"(p."discounted_paise"), p."discount_percent", p."in_stock", p."fast_delivery",
       count(*)::integer
FROM "products" p WHERE p."archived_at" IS NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
