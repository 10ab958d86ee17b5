ALTER TABLE "register_documents" ADD COLUMN "anywhere_registration" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Documents registered before the column existed are decided by the same rule registration now applies.
UPDATE "register_documents" AS d SET "anywhere_registration" = true
WHERE EXISTS (SELECT 1 FROM "register_properties" p JOIN "villages" v ON v."code" = p."village_code" WHERE p."document_id" = d."id" AND v."sro_code" <> d."sro_code");--> statement-breakpoint
CREATE INDEX "register_documents_anywhere_idx" ON "register_documents" USING btree ("registered_on") WHERE anywhere_registration;
