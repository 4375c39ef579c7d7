CREATE TABLE "promotion_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"discount_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "promotion_redemptions_discount_nonnegative" CHECK ("promotion_redemptions"."discount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"value" bigint NOT NULL,
	"max_discount_paise" bigint,
	"min_order_paise" bigint,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_user_limit" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"payment_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code_format" CHECK ("promotions"."code" ~ '^[A-Z0-9]{4,20}$'),
	CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" IN ('percent', 'flat')),
	CONSTRAINT "promotions_value" CHECK ("promotions"."value" > 0 AND ("promotions"."kind" = 'flat' OR "promotions"."value" <= 100)),
	CONSTRAINT "promotions_amounts_positive" CHECK (coalesce("promotions"."max_discount_paise", 1) > 0 AND coalesce("promotions"."min_order_paise", 0) >= 0),
	CONSTRAINT "promotions_window" CHECK ("promotions"."starts_at" IS NULL OR "promotions"."ends_at" IS NULL OR "promotions"."ends_at" > "promotions"."starts_at"),
	CONSTRAINT "promotions_limits_positive" CHECK (coalesce("promotions"."usage_limit", 1) > 0 AND coalesce("promotions"."per_user_limit", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_code" text;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_redemptions_order_key" ON "promotion_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_live_idx" ON "promotion_redemptions" USING btree ("promotion_id","user_id") WHERE "promotion_redemptions"."released_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_key" ON "promotions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promotions_created_idx" ON "promotions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);