ALTER TABLE "certified_copy_requests" ADD COLUMN "payment_mode" text;--> statement-breakpoint
ALTER TABLE "certified_copy_requests" ADD COLUMN "certificate_pdf" "bytea";