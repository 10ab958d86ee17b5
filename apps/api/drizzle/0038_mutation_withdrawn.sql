ALTER TABLE "mutation_requests" DROP CONSTRAINT "mutation_requests_status_check";--> statement-breakpoint
ALTER TABLE "mutation_requests" ADD CONSTRAINT "mutation_requests_status_check" CHECK (status in ('sent', 'mutated', 'rejected', 'withdrawn'));--> statement-breakpoint
-- Requests of transfers cancelled before the change existed are withdrawn as a cancellation now withdraws them.
UPDATE "mutation_requests" AS m SET "status" = 'withdrawn', "decided_on" = c."registered_on",
  "remarks" = 'Cancellation deed ' || c."document_number" || '/' || c."registration_year" || ', SRO ' || c."sro_code"
    || ' / రద్దు దస్తావేజు ' || c."document_number" || '/' || c."registration_year" || ', ఎస్ఆర్ఓ ' || c."sro_code"
FROM "register_documents" AS d JOIN "register_documents" AS c ON c."id" = d."cancelled_by_document_id"
WHERE m."document_id" = d."id" AND m."status" = 'sent';
