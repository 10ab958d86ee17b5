CREATE TABLE "grievance_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"grievance_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"remarks" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" text PRIMARY KEY NOT NULL,
	"sro_code" text NOT NULL,
	"category" text NOT NULL,
	"complainant_name" text NOT NULL,
	"mobile_encrypted" text NOT NULL,
	"mobile_last4" text NOT NULL,
	"description" text NOT NULL,
	"received_through" text NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "grievance_events" ADD CONSTRAINT "grievance_events_grievance_id_grievances_id_fk" FOREIGN KEY ("grievance_id") REFERENCES "public"."grievances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grievance_events_grievance_idx" ON "grievance_events" USING btree ("grievance_id","id");--> statement-breakpoint
CREATE INDEX "grievances_office_status_idx" ON "grievances" USING btree ("sro_code","status","received_at");