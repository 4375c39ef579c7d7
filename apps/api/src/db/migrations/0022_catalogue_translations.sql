ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "poster_sets" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_hi" text GENERATED ALWAYS AS (nullif(btrim(translations #>> '{hi,title}'), '')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text GENERATED ALWAYS AS (nullif(btrim(translations #>> '{hi,description}'), '')) STORED;--> statement-breakpoint
CREATE INDEX "products_title_hi_trgm_idx" ON "products" USING gin ("title_hi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_hi_trgm_idx" ON "products" USING gin ("description_hi" gin_trgm_ops);