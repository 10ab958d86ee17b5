CREATE TABLE "application_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"step" text NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"remarks" text
);
--> statement-breakpoint
CREATE TABLE "application_parties" (
	"application_id" text NOT NULL,
	"position" integer NOT NULL,
	"details" jsonb NOT NULL,
	"pan_encrypted" text,
	"pan_last4" text,
	"aadhaar_encrypted" text,
	"aadhaar_last4" text,
	"presence" jsonb
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" text PRIMARY KEY NOT NULL,
	"citizen_id" uuid,
	"guest_secret_hash" text NOT NULL,
	"status" text NOT NULL,
	"sro_code" text NOT NULL,
	"get_started" jsonb NOT NULL,
	"property" jsonb,
	"fees" jsonb,
	"paid_rupees" bigint DEFAULT 0 NOT NULL,
	"remarks" text,
	"reschedules_used" integer DEFAULT 0 NOT NULL,
	"document_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_closed_days" (
	"sro_code" text NOT NULL,
	"day" date NOT NULL,
	"reason_en" text NOT NULL,
	"reason_te" text NOT NULL,
	"closed_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_bookings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sro_code" text NOT NULL,
	"slot_date" date NOT NULL,
	"slot_time" text NOT NULL,
	"application_id" text NOT NULL,
	"status" text NOT NULL,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_parties" ADD CONSTRAINT "application_parties_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_citizen_id_citizen_accounts_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "public"."citizen_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_document_id_register_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."register_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_parties_position_idx" ON "application_parties" USING btree ("application_id","position");--> statement-breakpoint
CREATE INDEX "applications_citizen_idx" ON "applications" USING btree ("citizen_id");--> statement-breakpoint
CREATE INDEX "applications_office_status_idx" ON "applications" USING btree ("sro_code","status");--> statement-breakpoint
CREATE UNIQUE INDEX "office_closed_days_idx" ON "office_closed_days" USING btree ("sro_code","day");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_bookings_live_idx" ON "slot_bookings" USING btree ("sro_code","slot_date","slot_time") WHERE "slot_bookings"."status" in ('held', 'confirmed');--> statement-breakpoint
CREATE INDEX "slot_bookings_application_idx" ON "slot_bookings" USING btree ("application_id");