CREATE TABLE "citizen_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"citizen_id" uuid,
	"guest_application_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"previous_refresh_token_hash" text,
	"refreshed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "citizen_sessions_one_holder" CHECK (("citizen_sessions"."citizen_id" is null) <> ("citizen_sessions"."guest_application_id" is null))
);
--> statement-breakpoint
ALTER TABLE "citizen_sessions" ADD CONSTRAINT "citizen_sessions_citizen_id_citizen_accounts_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "public"."citizen_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citizen_sessions" ADD CONSTRAINT "citizen_sessions_guest_application_id_applications_id_fk" FOREIGN KEY ("guest_application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "citizen_sessions_refresh_idx" ON "citizen_sessions" USING btree ("refresh_token_hash");--> statement-breakpoint
CREATE INDEX "citizen_sessions_previous_refresh_idx" ON "citizen_sessions" USING btree ("previous_refresh_token_hash");