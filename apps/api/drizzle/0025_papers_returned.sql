ALTER TABLE "stamp_papers" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stamp_papers" ADD COLUMN "return_reason" text;