CREATE TABLE "citizen_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile_hash" text NOT NULL,
	"mobile_encrypted" text NOT NULL,
	"mobile_last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "citizen_sign_in_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient_encrypted" text NOT NULL,
	"recipient_last4" text NOT NULL,
	"message_key" text NOT NULL,
	"text_encrypted" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "citizen_accounts_mobile_idx" ON "citizen_accounts" USING btree ("mobile_hash");--> statement-breakpoint
CREATE INDEX "citizen_sign_in_codes_mobile_idx" ON "citizen_sign_in_codes" USING btree ("mobile_hash","created_at");--> statement-breakpoint
CREATE INDEX "notification_outbox_created_idx" ON "notification_outbox" USING btree ("created_at");