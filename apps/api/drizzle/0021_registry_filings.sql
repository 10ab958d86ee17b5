CREATE TABLE "registry_filings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" text NOT NULL,
	"filing_kind" text NOT NULL,
	"particulars" jsonb NOT NULL,
	"status" text NOT NULL,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"remarks" text
);
--> statement-breakpoint
ALTER TABLE "registry_entries" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "registry_filings" ADD CONSTRAINT "registry_filings_entry_id_registry_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."registry_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registry_filings_entry_idx" ON "registry_filings" USING btree ("entry_id","id");--> statement-breakpoint
CREATE INDEX "registry_entries_name_idx" ON "registry_entries" USING btree ("kind","name_key");