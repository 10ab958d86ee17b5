CREATE TABLE "certified_copy_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certified_copy_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"document_id" bigint NOT NULL,
	"applicant_name" text NOT NULL,
	"applicant_phone_encrypted" text,
	"applicant_phone_last4" text,
	"purpose" text NOT NULL,
	"copies" integer DEFAULT 1 NOT NULL,
	"fee_rupees" integer NOT NULL,
	"status" text NOT NULL,
	"payment_reference" text,
	"certificate_code" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" uuid,
	"paid_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"last_acted_by" uuid
);
--> statement-breakpoint
CREATE TABLE "ec_search_quota" (
	"client_address" text NOT NULL,
	"day" date NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issued_certificates" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language" text NOT NULL,
	"summary" jsonb NOT NULL,
	"pdf_sha256" text NOT NULL,
	"issued_to_login_id" text
);
--> statement-breakpoint
CREATE TABLE "name_search_agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "name_search_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"terms_version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_address" text
);
--> statement-breakpoint
CREATE TABLE "name_search_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "name_search_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"login_id" text NOT NULL,
	"master_user_id" uuid,
	"action" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"result_count" integer NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_address" text
);
--> statement-breakpoint
CREATE TABLE "prohibited_properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prohibited_properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"village_code" text NOT NULL,
	"survey_number" text DEFAULT '' NOT NULL,
	"door_number" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"notified_on" date NOT NULL,
	"denotified_on" date,
	"reason_en" text NOT NULL,
	"reason_te" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_document_links" (
	"document_id" bigint NOT NULL,
	"linked_document_id" bigint,
	"linked_sro_code" text NOT NULL,
	"linked_document_number" integer NOT NULL,
	"linked_year" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "register_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sro_code" text NOT NULL,
	"book_number" integer NOT NULL,
	"document_number" integer NOT NULL,
	"registration_year" integer NOT NULL,
	"transaction_major_code" text NOT NULL,
	"transaction_minor_code" text NOT NULL,
	"presented_on" date NOT NULL,
	"executed_on" date NOT NULL,
	"registered_on" date NOT NULL,
	"consideration_rupees" bigint NOT NULL,
	"market_value_rupees" bigint NOT NULL,
	"stamp_duty_rupees" bigint NOT NULL,
	"transfer_duty_rupees" bigint NOT NULL,
	"registration_fee_rupees" bigint NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"cancelled_by_document_id" bigint,
	"has_scanned_image" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_number_counters" (
	"sro_code" text NOT NULL,
	"registration_year" integer NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_parties" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "register_parties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"document_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"role" text NOT NULL,
	"party_code" text NOT NULL,
	"represents_party_id" bigint,
	"represent_type" text,
	"name_en" text NOT NULL,
	"name_te" text NOT NULL,
	"relation_type" text NOT NULL,
	"relation_name_en" text NOT NULL,
	"relation_name_te" text NOT NULL,
	"age" integer,
	"address_en" text NOT NULL,
	"address_te" text NOT NULL,
	"pan_encrypted" text,
	"pan_last4" text,
	"form60" boolean DEFAULT false NOT NULL,
	"aadhaar_encrypted" text,
	"aadhaar_last4" text,
	"phone_encrypted" text,
	"phone_last4" text,
	"email" text,
	"name_keys" text[] NOT NULL,
	"sro_code" text NOT NULL,
	"registered_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_properties" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "register_properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"document_id" bigint NOT NULL,
	"schedule_number" integer NOT NULL,
	"kind" text NOT NULL,
	"village_code" text NOT NULL,
	"land_use_code" text NOT NULL,
	"survey_number" text DEFAULT '' NOT NULL,
	"survey_base" text DEFAULT '' NOT NULL,
	"ward" text DEFAULT '' NOT NULL,
	"block" text DEFAULT '' NOT NULL,
	"door_number" text DEFAULT '' NOT NULL,
	"plot_number" text DEFAULT '' NOT NULL,
	"layout_name" text DEFAULT '' NOT NULL,
	"apartment_name" text DEFAULT '' NOT NULL,
	"flat_number" text DEFAULT '' NOT NULL,
	"extent" text NOT NULL,
	"extent_unit" text NOT NULL,
	"plinth_area_sq_ft" text,
	"boundaries" jsonb NOT NULL,
	"structures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"market_value_rupees" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certified_copy_requests" ADD CONSTRAINT "certified_copy_requests_document_id_register_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."register_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certified_copy_requests" ADD CONSTRAINT "certified_copy_requests_certificate_code_issued_certificates_code_fk" FOREIGN KEY ("certificate_code") REFERENCES "public"."issued_certificates"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certified_copy_requests" ADD CONSTRAINT "certified_copy_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certified_copy_requests" ADD CONSTRAINT "certified_copy_requests_last_acted_by_users_id_fk" FOREIGN KEY ("last_acted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_search_agreements" ADD CONSTRAINT "name_search_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_search_log" ADD CONSTRAINT "name_search_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_document_links" ADD CONSTRAINT "register_document_links_document_id_register_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."register_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_document_links" ADD CONSTRAINT "register_document_links_linked_document_id_register_documents_id_fk" FOREIGN KEY ("linked_document_id") REFERENCES "public"."register_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_parties" ADD CONSTRAINT "register_parties_document_id_register_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."register_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_properties" ADD CONSTRAINT "register_properties_document_id_register_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."register_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certified_copy_requests_reference_idx" ON "certified_copy_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "certified_copy_requests_status_idx" ON "certified_copy_requests" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ec_search_quota_key_idx" ON "ec_search_quota" USING btree ("client_address","day");--> statement-breakpoint
CREATE INDEX "issued_certificates_issued_idx" ON "issued_certificates" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "name_search_agreements_user_idx" ON "name_search_agreements" USING btree ("user_id","terms_version");--> statement-breakpoint
CREATE INDEX "name_search_log_user_idx" ON "name_search_log" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "name_search_log_master_idx" ON "name_search_log" USING btree ("master_user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "prohibited_properties_place_idx" ON "prohibited_properties" USING btree ("village_code","survey_number","door_number");--> statement-breakpoint
CREATE INDEX "register_document_links_document_idx" ON "register_document_links" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "register_document_links_linked_idx" ON "register_document_links" USING btree ("linked_document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "register_documents_number_idx" ON "register_documents" USING btree ("sro_code","registration_year","document_number");--> statement-breakpoint
CREATE INDEX "register_documents_registered_idx" ON "register_documents" USING btree ("registered_on");--> statement-breakpoint
CREATE UNIQUE INDEX "register_number_counters_key_idx" ON "register_number_counters" USING btree ("sro_code","registration_year");--> statement-breakpoint
CREATE INDEX "register_parties_document_idx" ON "register_parties" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "register_parties_name_keys_idx" ON "register_parties" USING gin ("name_keys");--> statement-breakpoint
CREATE INDEX "register_properties_document_idx" ON "register_properties" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "register_properties_survey_idx" ON "register_properties" USING btree ("village_code","survey_base");--> statement-breakpoint
CREATE INDEX "register_properties_door_idx" ON "register_properties" USING btree ("village_code","door_number");--> statement-breakpoint
CREATE INDEX "register_properties_plot_idx" ON "register_properties" USING btree ("village_code","plot_number");--> statement-breakpoint
CREATE INDEX "register_properties_flat_idx" ON "register_properties" USING btree ("village_code","apartment_name","flat_number");