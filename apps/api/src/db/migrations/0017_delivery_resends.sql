DROP INDEX "deliveries_event_channel_key";--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "resent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "deliveries_event_idx" ON "deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_event_channel_key" ON "deliveries" USING btree ("event_id","channel") WHERE "deliveries"."resent" = false;