ALTER TABLE "issued_certificates" ADD COLUMN "search_id" text;--> statement-breakpoint
ALTER TABLE "issued_certificates" ADD COLUMN "pdf" "bytea";--> statement-breakpoint
ALTER TABLE "mv_rate_versions" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "mv_rate_versions" ADD COLUMN "sro_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mv_rate_versions" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "mv_rate_versions" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mv_rate_versions" ADD COLUMN "decision_remarks" text;--> statement-breakpoint
ALTER TABLE "register_documents" ADD COLUMN "user_charges_rupees" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "register_documents" ADD COLUMN "late_presentation_fine_rupees" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "jurisdiction_level" text DEFAULT 'state' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "jurisdiction_code" text DEFAULT 'AP' NOT NULL;--> statement-breakpoint
ALTER TABLE "mv_rate_versions" ADD CONSTRAINT "mv_rate_versions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issued_certificates_search_idx" ON "issued_certificates" USING btree ("search_id","language");--> statement-breakpoint
UPDATE "users" SET "jurisdiction_level" = CASE "login_type" WHEN 'SRO' THEN 'office' WHEN 'VENDOR' THEN 'office' WHEN 'DR' THEN 'district' WHEN 'DR_AUDIT' THEN 'district' WHEN 'DIG' THEN 'zone' ELSE 'state' END, "jurisdiction_code" = CASE "login_id" WHEN 'demo_sro' THEN '701' WHEN 'demo_vendor' THEN '701' WHEN 'demo_dr' THEN '07' WHEN 'demo_dr_audit' THEN '07' WHEN 'demo_dig' THEN 'GNT' ELSE CASE WHEN "login_type" IN ('SRO', 'VENDOR', 'DR', 'DR_AUDIT', 'DIG') THEN '' ELSE 'AP' END END;
