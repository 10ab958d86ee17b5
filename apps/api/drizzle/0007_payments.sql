CREATE TABLE "payment_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"amount_rupees" bigint NOT NULL,
	"gateway_transaction_id" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"order_id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"reference" text NOT NULL,
	"amount_rupees" bigint NOT NULL,
	"status" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"amount_rupees" bigint NOT NULL,
	"description" text NOT NULL,
	"notify_path" text NOT NULL,
	"return_path" text NOT NULL,
	"status" text NOT NULL,
	"transaction_id" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "payment_notices_order_idx" ON "payment_notices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("purpose","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_idx" ON "payments" USING btree ("purpose","reference") WHERE "payments"."status" = 'success';