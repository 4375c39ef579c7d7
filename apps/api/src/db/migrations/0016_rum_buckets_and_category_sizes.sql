CREATE TABLE "category_sizes" (
	"category_id" uuid NOT NULL,
	"size" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "category_sizes_category_id_size_pk" PRIMARY KEY("category_id","size")
);
--> statement-breakpoint
CREATE TABLE "rum_buckets" (
	"hour" timestamp with time zone NOT NULL,
	"route" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" smallint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "rum_buckets_hour_route_device_metric_bucket_pk" PRIMARY KEY("hour","route","device","metric","bucket")
);
--> statement-breakpoint
ALTER TABLE "category_sizes" ADD CONSTRAINT "category_sizes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: category_sizes counts, per category and size, the listed products that come in that size, so a
-- size filter that matches nothing in its category is known from this table (issue 36). Inserts and deletes
-- are counted once per statement (a bulk insert of 100,000 products is one aggregate); an update only when it
-- changes a product's sizes, category or whether it is listed, so stock and price updates never touch it.
CREATE FUNCTION "category_sizes_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "category_sizes" ("category_id", "size", "products")
  SELECT p."category_id", s."size", count(*)::integer
  FROM "new_products" p, LATERAL (SELECT DISTINCT unnest(p."sizes") AS "size") s
  WHERE p."archived_at" IS NULL
  GROUP BY 1, 2
  ON CONFLICT ("category_id", "size") DO UPDATE SET "products" = "category_sizes"."products" + excluded."products";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "category_sizes_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "category_sizes" c SET "products" = c."products" - d."products"
  FROM (SELECT p."category_id", s."size", count(*)::integer AS "products"
        FROM "old_products" p, LATERAL (SELECT DISTINCT unnest(p."sizes") AS "size") s
        WHERE p."archived_at" IS NULL
        GROUP BY 1, 2) d
  WHERE c."category_id" = d."category_id" AND c."size" = d."size";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "category_sizes_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."archived_at" IS NULL THEN
    UPDATE "category_sizes" SET "products" = "products" - 1
    WHERE "category_id" = OLD."category_id" AND "size" = ANY (OLD."sizes");
  END IF;
  IF NEW."archived_at" IS NULL THEN
    INSERT INTO "category_sizes" ("category_id", "size", "products")
    SELECT DISTINCT NEW."category_id", s, 1 FROM unnest(NEW."sizes") AS s
    ON CONFLICT ("category_id", "size") DO UPDATE SET "products" = "category_sizes"."products" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_category_sizes_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "category_sizes_insert"();--> statement-breakpoint
CREATE TRIGGER "products_category_sizes_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "old_products" FOR EACH STATEMENT EXECUTE FUNCTION "category_sizes_delete"();--> statement-breakpoint
CREATE TRIGGER "products_category_sizes_update" AFTER UPDATE OF "sizes", "category_id", "archived_at" ON "products"
  FOR EACH ROW WHEN (OLD."sizes" IS DISTINCT FROM NEW."sizes" OR OLD."category_id" IS DISTINCT FROM NEW."category_id"
                     OR (OLD."archived_at" IS NULL) <> (NEW."archived_at" IS NULL))
  EXECUTE FUNCTION "category_sizes_update"();--> statement-breakpoint
INSERT INTO "category_sizes" ("category_id", "size", "products")
SELECT p."category_id", s."size", count(*)::integer
FROM "products" p, LATERAL (SELECT DISTINCT unnest(p."sizes") AS "size") s
WHERE p."archived_at" IS NULL
GROUP BY 1, 2;
