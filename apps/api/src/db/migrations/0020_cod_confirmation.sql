ALTER TABLE "orders" DROP CONSTRAINT "orders_stage";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_awaiting_confirmation_idx" ON "orders" USING btree ("confirm_by") WHERE "orders"."stage" = 'awaiting_confirmation';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stage" CHECK ("orders"."stage" IN ('awaiting_confirmation', 'placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled'));