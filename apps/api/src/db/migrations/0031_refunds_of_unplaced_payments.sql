ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payment_attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("payment_attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_attempt_key" ON "refunds" USING btree ("payment_attempt_id") WHERE "refunds"."payment_attempt_id" IS NOT NULL AND "refunds"."status" <> 'failed';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_or_attempt" CHECK (("refunds"."order_id" IS NULL) <> ("refunds"."payment_attempt_id" IS NULL));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason" CHECK ("refunds"."reason" IN ('cancelled', 'returned', 'returned_to_origin', 'out_of_stock', 'account_erased'));