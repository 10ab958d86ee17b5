ALTER TABLE "slot_bookings" ALTER COLUMN "application_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD COLUMN "registry_entry_id" text;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_registry_entry_id_registry_entries_id_fk" FOREIGN KEY ("registry_entry_id") REFERENCES "public"."registry_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slot_bookings_registry_idx" ON "slot_bookings" USING btree ("registry_entry_id");--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_one_owner" CHECK (("slot_bookings"."application_id" is null) <> ("slot_bookings"."registry_entry_id" is null));