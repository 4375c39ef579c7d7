-- Issue 27: a key is written with its answer, in the order's own commit. Claims left by the old scheme (a
-- key without an answer, whose request died) would block their retries for good: they go.
DELETE FROM "idempotency_keys" WHERE "response" IS NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "response" SET NOT NULL;
