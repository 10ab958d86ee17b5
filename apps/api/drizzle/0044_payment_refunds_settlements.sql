CREATE TABLE "payment_refunds" (
	"refund_reference" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_transaction_id" text NOT NULL,
	"amount_rupees" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"approved_by" text,
	"gateway_refund_id" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_settlements" (
	"order_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"settled_amount_rupees" bigint,
	"settlement_id" text,
	"settlement_reference" text,
	"file_day" date NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "head_of_account" text;--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_one_live_idx" ON "payment_refunds" USING btree ("gateway","gateway_transaction_id") WHERE "payment_refunds"."status" <> 'failed';