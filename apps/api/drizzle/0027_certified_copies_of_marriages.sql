ALTER TABLE "certified_copy_requests" ALTER COLUMN "document_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certified_copy_requests" ADD COLUMN "sro_code" text;--> statement-breakpoint
UPDATE "certified_copy_requests" SET "sro_code" = "register_documents"."sro_code" FROM "register_documents" WHERE "register_documents"."id" = "certified_copy_requests"."document_id";--> statement-breakpoint
ALTER TABLE "certified_copy_requests" ALTER COLUMN "sro_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certified_copy_requests" ADD COLUMN "registry_entry_id" text;--> statement-breakpoint
ALTER TABLE "certified_copy_requests" ADD CONSTRAINT "certified_copy_requests_registry_entry_id_registry_entries_id_fk" FOREIGN KEY ("registry_entry_id") REFERENCES "public"."registry_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certified_copy_requests_office_idx" ON "certified_copy_requests" USING btree ("sro_code","requested_at");--> statement-breakpoint
ALTER TABLE "certified_copy_requests" ADD CONSTRAINT "certified_copy_requests_one_record" CHECK (num_nonnulls("certified_copy_requests"."document_id", "certified_copy_requests"."registry_entry_id") = 1);