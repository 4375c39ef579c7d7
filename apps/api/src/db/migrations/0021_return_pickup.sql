ALTER TABLE "returns" ADD COLUMN "pickup_provider" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "pickup_status" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "pickup_provider_order_id" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "pickup_shipment_id" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "pickup_awb" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "pickup_courier" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "pickup_failure" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "pickup_locked_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "returns_pickup_awb_idx" ON "returns" USING btree ("pickup_awb");