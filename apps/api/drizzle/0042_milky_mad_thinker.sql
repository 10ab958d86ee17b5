ALTER TABLE "notification_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "gateway_reference" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "delivery_reported_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notification_outbox_waiting_idx" ON "notification_outbox" USING btree ("id") WHERE "notification_outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "notification_outbox_gateway_reference_idx" ON "notification_outbox" USING btree ("gateway_reference");