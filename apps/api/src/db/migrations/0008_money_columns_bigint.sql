-- Issue 27: an order's totals and a payment's amount in bigint paise; an integer overflowed at ₹2.1 crore.
-- One ALTER per table, so each table is rewritten once.
ALTER TABLE "orders" ALTER COLUMN "subtotal_paise" SET DATA TYPE bigint, ALTER COLUMN "donation_paise" SET DATA TYPE bigint, ALTER COLUMN "total_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_attempts" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;
