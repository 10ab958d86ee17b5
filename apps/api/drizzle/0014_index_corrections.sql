CREATE TABLE "index_corrections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" bigint NOT NULL,
	"party_id" bigint NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reason" text NOT NULL,
	"corrected_by" text NOT NULL,
	"corrected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "index_corrections" ADD CONSTRAINT "index_corrections_document_id_register_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."register_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_corrections" ADD CONSTRAINT "index_corrections_party_id_register_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."register_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "index_corrections_document_idx" ON "index_corrections" USING btree ("document_id","id");