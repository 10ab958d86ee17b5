ALTER TABLE "index_corrections" ADD COLUMN "status" text DEFAULT 'proposed' NOT NULL;--> statement-breakpoint
ALTER TABLE "index_corrections" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "index_corrections" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "index_corrections" ADD COLUMN "decision_remarks" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Corrections made before they needed a second officer took effect at once: they stand as approved by the officer who made them.
UPDATE "index_corrections" SET "status" = 'approved', "decided_by" = "corrected_by", "decided_at" = "corrected_at";--> statement-breakpoint
CREATE UNIQUE INDEX "index_corrections_one_proposed_idx" ON "index_corrections" USING btree ("party_id") WHERE status = 'proposed';
