-- Requests start with the documents registered from now on: transfers registered before were mutated by the offices on paper, outside this interface.
CREATE TABLE "mutation_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mutation_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_number" text NOT NULL,
	"document_id" bigint NOT NULL,
	"schedule_number" integer NOT NULL,
	"sro_code" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"decided_on" date,
	"order_number" text,
	"remarks" text DEFAULT '' NOT NULL,
	"reported_by" text,
	"reported_at" timestamp with time zone,
	CONSTRAINT "mutation_requests_request_number_unique" UNIQUE("request_number"),
	CONSTRAINT "mutation_requests_kind_check" CHECK (kind in ('rural', 'urban')),
	CONSTRAINT "mutation_requests_status_check" CHECK (status in ('sent', 'mutated', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "mutation_requests" ADD CONSTRAINT "mutation_requests_document_id_register_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."register_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mutation_requests_office_sent_idx" ON "mutation_requests" USING btree ("sro_code","sent_at");--> statement-breakpoint
CREATE INDEX "mutation_requests_kind_status_idx" ON "mutation_requests" USING btree ("kind","status","id");--> statement-breakpoint
CREATE INDEX "mutation_requests_document_idx" ON "mutation_requests" USING btree ("document_id");