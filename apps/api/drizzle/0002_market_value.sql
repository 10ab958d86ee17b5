CREATE TABLE "mandals" (
	"code" text PRIMARY KEY NOT NULL,
	"revenue_district_code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_te" text NOT NULL,
	"is_town" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mv_age_bands" (
	"version_id" integer NOT NULL,
	"from_years" integer NOT NULL,
	"to_years" integer,
	"depreciation_basis_points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mv_land_rates" (
	"version_id" integer NOT NULL,
	"kind" text NOT NULL,
	"village_code" text NOT NULL,
	"survey_number" text DEFAULT '' NOT NULL,
	"ward" text DEFAULT '' NOT NULL,
	"block" text DEFAULT '' NOT NULL,
	"door_number" text DEFAULT '' NOT NULL,
	"land_use_code" text NOT NULL,
	"rate_rupees" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mv_rate_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mv_rate_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"effective_from" date NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"row_count" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mv_stage_shares" (
	"version_id" integer NOT NULL,
	"stage_code" text NOT NULL,
	"basis_points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mv_structure_rates" (
	"version_id" integer NOT NULL,
	"structure_type_code" text NOT NULL,
	"rate_rupees" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sro_contacts" (
	"sro_code" text PRIMARY KEY NOT NULL,
	"address_en" text NOT NULL,
	"address_te" text NOT NULL,
	"pin_code" text NOT NULL,
	"phone" text NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	"is_demo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "villages" (
	"code" text PRIMARY KEY NOT NULL,
	"mandal_code" text NOT NULL,
	"kind" text NOT NULL,
	"name_en" text NOT NULL,
	"name_te" text NOT NULL,
	"sro_code" text NOT NULL,
	"local_body_type_code" text NOT NULL,
	"wards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_demo" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name_en || ' ' || name_te)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mv_age_bands" ADD CONSTRAINT "mv_age_bands_version_id_mv_rate_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."mv_rate_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mv_land_rates" ADD CONSTRAINT "mv_land_rates_version_id_mv_rate_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."mv_rate_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mv_rate_versions" ADD CONSTRAINT "mv_rate_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mv_stage_shares" ADD CONSTRAINT "mv_stage_shares_version_id_mv_rate_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."mv_rate_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mv_structure_rates" ADD CONSTRAINT "mv_structure_rates_version_id_mv_rate_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."mv_rate_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villages" ADD CONSTRAINT "villages_mandal_code_mandals_code_fk" FOREIGN KEY ("mandal_code") REFERENCES "public"."mandals"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mandals_district_idx" ON "mandals" USING btree ("revenue_district_code");--> statement-breakpoint
CREATE UNIQUE INDEX "mv_age_bands_key_idx" ON "mv_age_bands" USING btree ("version_id","from_years");--> statement-breakpoint
CREATE UNIQUE INDEX "mv_land_rates_key_idx" ON "mv_land_rates" USING btree ("version_id","village_code","kind","ward","block","survey_number","door_number","land_use_code");--> statement-breakpoint
CREATE INDEX "mv_land_rates_lookup_idx" ON "mv_land_rates" USING btree ("village_code","land_use_code","kind");--> statement-breakpoint
CREATE INDEX "mv_rate_versions_scope_idx" ON "mv_rate_versions" USING btree ("scope","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "mv_stage_shares_key_idx" ON "mv_stage_shares" USING btree ("version_id","stage_code");--> statement-breakpoint
CREATE UNIQUE INDEX "mv_structure_rates_key_idx" ON "mv_structure_rates" USING btree ("version_id","structure_type_code");--> statement-breakpoint
CREATE INDEX "villages_mandal_idx" ON "villages" USING btree ("mandal_code");--> statement-breakpoint
CREATE INDEX "villages_sro_idx" ON "villages" USING btree ("sro_code");