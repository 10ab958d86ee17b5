CREATE TABLE "stamp_indent_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"indent_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"step" text NOT NULL,
	"actor" text NOT NULL,
	"remarks" text
);
--> statement-breakpoint
CREATE TABLE "stamp_indents" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_user_id" uuid NOT NULL,
	"depot_sro_code" text NOT NULL,
	"status" text NOT NULL,
	"lines" jsonb NOT NULL,
	"face_value_rupees" bigint NOT NULL,
	"commission_rupees" bigint NOT NULL,
	"payable_rupees" bigint NOT NULL,
	"challan_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stamp_papers" (
	"serial" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"denomination" integer NOT NULL,
	"depot_sro_code" text NOT NULL,
	"status" text NOT NULL,
	"vendor_user_id" uuid,
	"indent_id" text,
	"issued_at" timestamp with time zone,
	"sale_id" text,
	"sold_at" timestamp with time zone,
	"spoilt_at" timestamp with time zone,
	"spoilt_reason" text,
	"document_id" bigint,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stamp_sales" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"denomination" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_rupees" bigint NOT NULL,
	"purchaser_name" text NOT NULL,
	"relation_type" text NOT NULL,
	"relation_name" text NOT NULL,
	"address" text NOT NULL,
	"on_behalf_of" text,
	"purpose" text NOT NULL,
	"sold_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stamp_vendors" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"licence_number" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"depot_sro_code" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"kinds" jsonb NOT NULL,
	"status" text NOT NULL,
	"max_papers_per_indent" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stamp_indent_events" ADD CONSTRAINT "stamp_indent_events_indent_id_stamp_indents_id_fk" FOREIGN KEY ("indent_id") REFERENCES "public"."stamp_indents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_indents" ADD CONSTRAINT "stamp_indents_vendor_user_id_users_id_fk" FOREIGN KEY ("vendor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_papers" ADD CONSTRAINT "stamp_papers_vendor_user_id_users_id_fk" FOREIGN KEY ("vendor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_papers" ADD CONSTRAINT "stamp_papers_indent_id_stamp_indents_id_fk" FOREIGN KEY ("indent_id") REFERENCES "public"."stamp_indents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_papers" ADD CONSTRAINT "stamp_papers_sale_id_stamp_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."stamp_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_papers" ADD CONSTRAINT "stamp_papers_document_id_register_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."register_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_sales" ADD CONSTRAINT "stamp_sales_vendor_user_id_users_id_fk" FOREIGN KEY ("vendor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_vendors" ADD CONSTRAINT "stamp_vendors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stamp_indent_events_indent_idx" ON "stamp_indent_events" USING btree ("indent_id","id");--> statement-breakpoint
CREATE INDEX "stamp_indents_vendor_idx" ON "stamp_indents" USING btree ("vendor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "stamp_indents_depot_idx" ON "stamp_indents" USING btree ("depot_sro_code","status");--> statement-breakpoint
CREATE INDEX "stamp_papers_depot_idx" ON "stamp_papers" USING btree ("depot_sro_code","kind","denomination","status","serial");--> statement-breakpoint
CREATE INDEX "stamp_papers_vendor_idx" ON "stamp_papers" USING btree ("vendor_user_id","kind","denomination","status","serial");--> statement-breakpoint
CREATE INDEX "stamp_sales_vendor_idx" ON "stamp_sales" USING btree ("vendor_user_id","sold_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stamp_vendors_licence_idx" ON "stamp_vendors" USING btree ("licence_number");