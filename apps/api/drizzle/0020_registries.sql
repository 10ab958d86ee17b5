CREATE TABLE "registry_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"citizen_id" uuid NOT NULL,
	"sro_code" text NOT NULL,
	"status" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"particulars" jsonb,
	"fee_rupees" integer NOT NULL,
	"paid_rupees" bigint DEFAULT 0 NOT NULL,
	"registration_number" text,
	"registered_at" timestamp with time zone,
	"notice_published_on" date,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"step" text NOT NULL,
	"actor" text NOT NULL,
	"remarks" text
);
--> statement-breakpoint
CREATE TABLE "registry_objections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" text NOT NULL,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"objector_name" text NOT NULL,
	"objector_address" text NOT NULL,
	"grounds" text NOT NULL,
	"status" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_remarks" text
);
--> statement-breakpoint
ALTER TABLE "registry_entries" ADD CONSTRAINT "registry_entries_citizen_id_citizen_accounts_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "public"."citizen_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_events" ADD CONSTRAINT "registry_events_entry_id_registry_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."registry_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_objections" ADD CONSTRAINT "registry_objections_entry_id_registry_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."registry_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registry_entries_office_idx" ON "registry_entries" USING btree ("kind","sro_code","status");--> statement-breakpoint
CREATE INDEX "registry_entries_citizen_idx" ON "registry_entries" USING btree ("citizen_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registry_entries_number_idx" ON "registry_entries" USING btree ("registration_number");--> statement-breakpoint
CREATE INDEX "registry_events_entry_idx" ON "registry_events" USING btree ("entry_id","id");--> statement-breakpoint
CREATE INDEX "registry_objections_entry_idx" ON "registry_objections" USING btree ("entry_id","id");