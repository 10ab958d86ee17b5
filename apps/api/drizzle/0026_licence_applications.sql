ALTER TABLE "stamp_licence_requests" DROP CONSTRAINT "stamp_licence_requests_vendor_user_id_stamp_vendors_user_id_fk";
--> statement-breakpoint
ALTER TABLE "stamp_licence_requests" ADD COLUMN "request_kind" text DEFAULT 'renewal' NOT NULL;--> statement-breakpoint
ALTER TABLE "stamp_licence_requests" ADD COLUMN "applicant_name" text;--> statement-breakpoint
ALTER TABLE "stamp_licence_requests" ADD COLUMN "applicant_address" text;--> statement-breakpoint
ALTER TABLE "stamp_licence_requests" ADD CONSTRAINT "stamp_licence_requests_vendor_user_id_users_id_fk" FOREIGN KEY ("vendor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;