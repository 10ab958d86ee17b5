CREATE TABLE "stamp_licence_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_user_id" uuid NOT NULL,
	"depot_sro_code" text NOT NULL,
	"kinds" jsonb NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"status" text NOT NULL,
	"remarks" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_remarks" text
);
--> statement-breakpoint
ALTER TABLE "stamp_licence_requests" ADD CONSTRAINT "stamp_licence_requests_vendor_user_id_stamp_vendors_user_id_fk" FOREIGN KEY ("vendor_user_id") REFERENCES "public"."stamp_vendors"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stamp_licence_requests_depot_idx" ON "stamp_licence_requests" USING btree ("depot_sro_code","status");--> statement-breakpoint
CREATE INDEX "stamp_licence_requests_vendor_idx" ON "stamp_licence_requests" USING btree ("vendor_user_id");